// "Copy page": copies the page as markdown, the copy the build writes beside
// it (the link next to the button), fetched when the button is pressed: pages
// do not carry their markdown twice.
import { copy, showCopied } from './copy.ts';

export function startCopyPage(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.copy-page');
    const link = button?.parentElement?.querySelector<HTMLAnchorElement>('a.view-markdown');
    if (!button || !link || button.classList.contains('copied')) return;
    void copyPage(link.href).then((ok) => showCopied(button, ok, ok ? 'Page copied to the clipboard as Markdown' : 'Could not copy the page: open it as Markdown and copy it from there'));
  });
}

async function copyPage(url: string): Promise<boolean> {
  const text = fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
  text.catch(() => {});
  try {
    // Given while the click's permission to write holds, and filled when the fetch is done (Safari needs that).
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    return true;
  } catch {
    return text.then(copy, () => false);
  }
}
