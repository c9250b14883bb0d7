import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Templates use the package as another product would: only its public exports.
import {
  Button,
  ButtonLink,
  Card,
  ChevronLeftIcon,
  ConfirmDialog,
  ContactCard,
  Inline,
  KeyValueList,
  PageHeader,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '../index';
import preview from '../stories/preview';
import { TemplateShell } from './TemplateShell';

/** A record page: header with status and actions, tabs, cards, and a confirmed destructive action. */
function RecordPage() {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  return (
    <TemplateShell active="#/quotes">
      <Stack gap="lg">
        <PageHeader
          title="Quote Q-1042"
          back={
            <ButtonLink href="#/quotes" variant="ghost" size="sm">
              <ChevronLeftIcon />
              Quotes
            </ButtonLink>
          }
          meta={
            <Inline gap="sm">
              {cancelled ? (
                <StatusBadge tone="critical" label="Cancelled" />
              ) : (
                <StatusBadge tone="info" label="Sent" />
              )}
              <Text tone="muted" size="sm" as="span">
                Created 3 March 2026 by Anna Petrova
              </Text>
            </Inline>
          }
          actions={
            <>
              <Button variant="secondary">Edit</Button>
              <Button variant="destructive" isDisabled={cancelled} onPress={() => setConfirmOpen(true)}>
                Cancel quote
              </Button>
            </>
          }
        />
        <Tabs defaultSelectedId="details">
          <TabList aria-label="Quote">
            <Tab id="details">Details</Tab>
            <Tab id="files">Files</Tab>
          </TabList>
          <TabPanel id="details">
            <Stack gap="lg">
              <Card title="Quote information" headingLevel={2}>
                <KeyValueList
                  columns={2}
                  items={[
                    { key: 'dealer', label: 'Dealer', value: 'Oakline Doors' },
                    { key: 'reference', label: 'Reference #', value: 'OAK-2026-117' },
                    { key: 'total', label: 'Total', value: '8,420.00 EUR' },
                    { key: 'valid', label: 'Valid until', value: '2 April 2026' },
                  ]}
                />
              </Card>
              <ContactCard
                title="Responsible contact"
                headingLevel={2}
                contact={{
                  name: 'Marta Kovalenko',
                  email: 'marta@oakline.example',
                  phone: '+380 44 555 0142',
                }}
              />
            </Stack>
          </TabPanel>
          <TabPanel id="files">
            <Card title="Files" headingLevel={2}>
              <Text tone="muted">No files yet.</Text>
            </Card>
          </TabPanel>
        </Tabs>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={() => {
          setCancelled(true);
          setConfirmOpen(false);
        }}
        title="Cancel this quote?"
        description="The dealer is told that the quote no longer stands. This cannot be undone."
        confirmLabel="Cancel quote"
        cancelLabel="Keep quote"
        tone="critical"
      />
    </TemplateShell>
  );
}

const meta = preview.meta({
  title: 'Templates/Record page',
  component: RecordPage,
  // A whole page is its story; a docs page would only frame it again.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
});

export const RecordPageTemplate = meta.story({
  name: 'Record page',
  play: async ({ canvas, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    await step('the tabs switch', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Files' }));
      await expect(canvas.getByRole('tabpanel', { name: 'Files' })).toHaveTextContent('No files yet.');
      await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
      await expect(canvas.getByRole('heading', { name: 'Quote information' })).toBeVisible();
    });

    await step('open the confirm and cancel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel quote' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Cancel this quote?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep quote' }));
      await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
      // Nothing changed: the quote is still sent, and its action still there.
      await expect(canvas.getByText('Sent')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Cancel quote' })).toBeEnabled();
    });
  },
});
