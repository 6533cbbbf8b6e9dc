// A stand-in for a phone photo (4032 × 3024, detail and sensor noise everywhere, about 4 MB as a
// JPEG): what the owner uploads. Used to measure what the photo pipeline ships to a phone.
import sharp from 'sharp';

export async function makePhonePhoto(seed = 1): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const channels = 3;
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
  // Detail at every scale, as in a real scene (the larger a feature, the stronger its contrast:
  // a 1/f spectrum), made as random fields at 1/3 to 1/192 of the size, each enlarged smoothly.
  const sum = new Float32Array(width * height * channels);
  for (const divisor of [3, 6, 12, 24, 48, 96, 192]) {
    const fieldWidth = Math.ceil(width / divisor);
    const fieldHeight = Math.ceil(height / divisor);
    const noise = Buffer.alloc(fieldWidth * fieldHeight * channels);
    for (let index = 0; index < noise.length; index++) noise[index] = Math.floor(random() * 256);
    const field = await sharp(noise, { raw: { width: fieldWidth, height: fieldHeight, channels } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    const amplitude = 0.05 * Math.sqrt(divisor);
    for (let index = 0; index < sum.length; index++) sum[index]! += ((field[index] ?? 128) - 128) * amplitude;
  }
  const pixels = Buffer.alloc(width * height * channels);
  const tint = [205, 160, 165];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Soft window light from the left, then the scene's detail and the sensor's grain.
      const light = 0.6 + 0.4 * Math.sin((x / width) * Math.PI * 0.9) * Math.cos((y / height - 0.4) * 1.4);
      const index = (y * width + x) * channels;
      for (let channel = 0; channel < channels; channel++) {
        const value = (tint[channel] ?? 160) * light + (sum[index + channel] ?? 0) + (random() - 0.5) * 26;
        pixels[index + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 90 }).toBuffer();
}
