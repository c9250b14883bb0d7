import '@doorline/design-system/style.css';
import { Button, DataTable, Heading, Link, Stack, Text, ThemeProvider, vars } from '@doorline/design-system';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { signInPath } from './api';

interface Door {
  id: string;
  model: string;
  price: number;
}

const doors: Door[] = [
  { id: '1', model: 'Oak', price: 420 },
  { id: '2', model: 'Steel', price: 610 },
];
const column = createColumnHelper<Door>();
const columns = [
  column.accessor('model', { header: 'Model' }),
  column.accessor('price', { header: 'Price' }),
];

/** The app's own router: history and a path, handed to React Aria's RouterProvider. */
function usePath() {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
  };
  return [path, navigate] as const;
}

export function App() {
  const [path, navigate] = usePath();
  const [saved, setSaved] = useState(false);
  return (
    <ThemeProvider theme="light" brand={{ accent: '#0b6e4f' }}>
      <RouterProvider navigate={navigate}>
        <main>
          {path === '/about' ? (
            <Stack gap="md">
              <Heading level={1}>About</Heading>
              <Link href="/">Home</Link>
            </Stack>
          ) : (
            <Stack gap="md">
              <Heading level={1}>Doors</Heading>
              <Button onPress={() => setSaved(true)}>Save</Button>
              {saved ? <Text>Saved</Text> : null}
              <Link href="/about">About</Link>
              <DataTable aria-label="Doors" columns={columns} data={doors} getRowId={(door) => door.id} />
              <Text>Signs in at {signInPath}</Text>
              {/* The theme's accent, resolved by the browser: what the primary Button is drawn in. */}
              <span data-testid="accent" aria-hidden="true" style={{ backgroundColor: vars.color.accent }} />
            </Stack>
          )}
        </main>
      </RouterProvider>
    </ThemeProvider>
  );
}
