/** Spec §2: a placeholder showing only the text TEST. */
export function ChangePasswordPage() {
  return <p>TEST</p>;
}

export { ChangePasswordPage as Component };
