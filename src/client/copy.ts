// Copy buttons on code blocks, and heading links that copy their section's address.
import { announce } from './announce.ts';

const COPIED_MS = 2000;

export function startCopy(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>('.copy-code');
    if (button) {
      const code = button.parentElement?.querySelector('code');
      if (code) void copy(codeText(code)).then((ok) => showCopied(button, ok, ok ? 'Code copied to the clipboard' : 'Could not copy: select the code and copy it'));
      return;
    }
    const headingLink = target.closest<HTMLAnchorElement>('.heading-link');
    // The browser still follows the link, so the address bar shows it too.
    if (headingLink) void copy(headingLink.href).then((ok) => ok && announce('Link to this section copied'));
  });
}

/**
 * The code as the reader should paste it: without a shell session's prompts and
 * output, and without the lines a change removes (the code after the change).
 */
export function codeText(code: Element): string {
  const copy = code.cloneNode(true) as Element;
  for (const prompt of copy.querySelectorAll('.prompt')) prompt.remove();
  const lines = [...copy.children].filter((child) => child.classList.contains('line'));
  if (!lines.length) return copy.textContent ?? '';
  return lines.filter((line) => !line.matches('.removed, .output')).map((line) => line.textContent).join('\n');
}

/** The button says "Copied" (or how to copy by hand) for a moment, and the live region says `message`. */
export function showCopied(button: HTMLButtonElement, ok: boolean, message: string): void {
  const label = button.textContent;
  button.textContent = ok ? 'Copied' : 'Press Ctrl+C';
  button.classList.add('copied');
  announce(message);
  setTimeout(() => {
    button.textContent = label;
    button.classList.remove('copied');
  }, COPIED_MS);
}

export async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an http:// address other than localhost): the older way.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
