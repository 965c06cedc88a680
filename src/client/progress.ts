// The progress bar: shown only when a page is still loading after the delay
// (SPEC: 1000 ms), so fast navigations never flash it.

export interface Progress {
  start(): void;
  done(): void;
}

export function createProgress(delayMs: number): Progress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;
  return {
    start() {
      this.done();
      timer = setTimeout(() => {
        bar = document.createElement('div');
        bar.className = 'docs-progress';
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', 'Loading page');
        document.body.append(bar);
      }, delayMs);
    },
    done() {
      clearTimeout(timer);
      bar?.remove();
      bar = undefined;
    },
  };
}
