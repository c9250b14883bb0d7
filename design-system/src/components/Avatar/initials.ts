/** Up to two capital letters for a name: first and last word ("Anna Maria Petrova" -> "AP"); an e-mail uses its local part. */
export function initials(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? [...first][0]! + [...last][0]! : [...first].slice(0, 1).join('');
  return letters.toLocaleUpperCase();
}
