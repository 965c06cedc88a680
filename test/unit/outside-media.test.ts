// Which media a page names outside the content folder: in markdown and HTML, and in its front matter's images.
import { describe, expect, it } from 'vitest';
import { outsidePaths } from '../../src/content/outside-media.ts';

const page = (path: string, text: string) => ({ path, text }) as Parameters<typeof outsidePaths>[0];

describe('outsidePaths', () => {
  it('finds images, video and posters that lead out of the content folder, and a hero image in front matter', () => {
    const text = [
      '---',
      'hero:',
      '  image: { file: ../../assets/logo.svg, alt: Logo }',
      'image: ../../assets/card.png',
      '---',
      '![Shot](../../assets/shot.png) and <video src="../../assets/clip.mp4" poster="../../assets/poster.jpg"></video>',
      '[A page](../other.md) and ![Near](./near.png)',
    ].join('\n');
    expect(outsidePaths(page('guides/a.md', text)).sort()).toEqual(['../assets/card.png', '../assets/clip.mp4', '../assets/logo.svg', '../assets/poster.jpg', '../assets/shot.png']);
  });
});
