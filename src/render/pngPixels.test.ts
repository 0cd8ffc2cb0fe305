import { describe, expect, it } from 'vitest';
import { pngPixels } from './pngPixels.js';
import { renderPng } from './renderPng.js';

describe('pngPixels', () => {
  it('decodes a rendered PNG (JSDoc example)', () => {
    const svg100x50 =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50">' +
      '<rect x="0" y="0" width="50" height="50" fill="#000"/></svg>';
    const px = pngPixels(renderPng(svg100x50));
    expect(px.width).toBe(200);
    expect(px.height).toBe(100);
    const at = (x: number, y: number) => [...px.data.subarray(4 * (y * px.width + x), 4 * (y * px.width + x) + 4)];
    expect(at(10, 10)).toEqual([0, 0, 0, 255]);
    expect(at(150, 10)).toEqual([255, 255, 255, 255]);
  });
});
