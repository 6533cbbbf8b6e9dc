import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frames, VIDEOS } from './generate-videos.ts';

const media = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/media');

describe.each(['intro', 'testemunhos'])('the %s video', (name) => {
  it('is a small H.264 MP4 without sound that starts playing before it has fully loaded', async () => {
    const file = await readFile(path.join(media, `${name}.mp4`));
    expect(file.length).toBeLessThanOrEqual(200 * 1024);
    const text = file.toString('latin1');
    expect(text).toContain('avc1');
    expect(text).not.toContain('soun');
    // +faststart: the index (moov) comes before the media data (mdat).
    expect(text.indexOf('moov')).toBeGreaterThan(0);
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
  });

  it('has a poster', async () => {
    const poster = await readFile(path.join(media, `${name}-poster.webp`));
    expect(poster.toString('latin1', 8, 12)).toBe('WEBP');
  });

  it('loops without a jump: the frame after the last is the first', () => {
    const video = VIDEOS.find((v) => v.name === name)!;
    const { count, frame } = frames(video);
    expect(count).toBeGreaterThan(24 * 8);
    expect(frame(count)).toBe(frame(0));
    expect(frame(1)).not.toBe(frame(0));
  });
});
