// Pictures and the video: every file of the site a field names must exist under public/, with
// that exact spelling (the host tells Foto.JPG from foto.jpg), and not be too big.
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isSitePath, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, TEXT_LIMITS } from '../../src/lib/schema.ts';
import { symbolicLinks } from '../io/public-links.ts';
import { firstLink, sitePathSteps } from '../io/safe-path.ts';
import type { Parsed, ProblemList } from './problems.ts';

export type MediaKind = 'image' | 'video';
/** A field that names a picture or the video, where it was found. */
export type MediaRef = { file: string; line: number; field: string; value: string; kind: MediaKind };

/**
 * Adds to `refs` the values at `fieldPath` (`*`: every item of a list) of `data`, a file's raw
 * data: the fields that parsed are checked even when others in the file are wrong.
 */
export function collectMedia(
  file: string,
  parsed: Parsed,
  data: unknown,
  fieldPath: readonly (string | number)[],
  kind: MediaKind,
  refs: MediaRef[],
  at: (string | number)[] = [],
) {
  if (fieldPath.length === 0) {
    // An address too long to be one is the schema's to report (its message does not quote it).
    if (typeof data === 'string' && data.trim().length <= TEXT_LIMITS.url && isSitePath(data.trim())) {
      refs.push({ file, line: parsed.lineOf(at), field: at.join('.'), value: data.trim(), kind });
    }
    return;
  }
  const [key, ...rest] = fieldPath;
  if (key === '*') {
    if (Array.isArray(data))
      data.forEach((item, index) => collectMedia(file, parsed, item, rest, kind, refs, [...at, index]));
  } else if (data !== null && typeof data === 'object' && !Array.isArray(data) && key !== undefined) {
    collectMedia(file, parsed, (data as Record<string, unknown>)[key], rest, kind, refs, [...at, key]);
  }
}

const MEDIA_LIMITS: Record<MediaKind, { bytes: number; noun: string; advice: string }> = {
  image: {
    bytes: MAX_IMAGE_BYTES,
    noun: 'A imagem',
    advice: 'reduza-a, por exemplo gravando-a com 2000 píxeis de largura',
  },
  video: { bytes: MAX_VIDEO_BYTES, noun: 'O vídeo', advice: 'reduza-o ou encurte-o' },
};

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',').replace(/,0$/, '')} MB`;

/** What the check of one site path found: its size, or why it is not a file that can be published. */
type MediaFound = { size: number } | { refused: 'missing' | 'escape' | 'link' };

const LINK_ADVICE = 'o site só publica ficheiros verdadeiros; substitua-a pelo próprio ficheiro ou apague-a';

/**
 * Checks every reference against public/: one listing per folder and one stat per file, however
 * many refer to it. Every site path goes through sitePathSteps (scripts/io/safe-path.ts), which
 * decodes it once as the host does and refuses one that leaves public/ or hides a step; a file
 * reached through a symbolic link is refused, and so is every link under public/, named or not
 * (Vite would copy the file it points at into dist/).
 */
export async function checkMedia(root: string, refs: readonly MediaRef[], problems: ProblemList) {
  const publicDir = path.join(root, 'public');
  const listings = new Map<string, Promise<Set<string>>>();
  const found = new Map<string, Promise<MediaFound>>();
  const check = async (sitePath: string): Promise<MediaFound> => {
    const steps = sitePathSteps(sitePath);
    if (!steps) return { refused: 'escape' };
    if (await firstLink(publicDir, steps)) return { refused: 'link' };
    const absolute = path.join(publicDir, ...steps);
    const dir = path.dirname(absolute);
    let listing = listings.get(dir);
    if (!listing) {
      listing = readdir(dir).then(
        (names) => new Set(names),
        () => new Set<string>(),
      );
      listings.set(dir, listing);
    }
    if (!(await listing).has(path.basename(absolute))) return { refused: 'missing' };
    const info = await lstat(absolute).catch(() => undefined);
    return info?.isFile() ? { size: info.size } : { refused: 'missing' };
  };
  const checkOnce = (sitePath: string) => {
    let result = found.get(sitePath);
    if (!result) {
      result = check(sitePath);
      found.set(sitePath, result);
    }
    return result;
  };
  const [results, links] = await Promise.all([
    Promise.all(refs.map((ref) => checkOnce(ref.value))),
    symbolicLinks(publicDir),
  ]);
  refs.forEach((ref, index) => {
    const result = results[index]!;
    const limit = MEDIA_LIMITS[ref.kind];
    if ('refused' in result) {
      const message = {
        missing: `O ficheiro public${ref.value} não existe: carregue-o ou corrija o caminho`,
        escape: `O caminho ${ref.value} sai da pasta public/ ou esconde um passo (como %2e%2e, %2f ou \\): escreva o caminho do ficheiro tal como está, por exemplo /images/products/foto.jpg`,
        link: `O ficheiro public${ref.value} é uma ligação simbólica (um atalho para outro ficheiro), que não é publicada: ponha lá o próprio ficheiro`,
      }[result.refused];
      problems.add(ref.file, ref.line, ref.field, message);
    } else if (result.size > limit.bytes) {
      problems.add(
        ref.file,
        ref.line,
        ref.field,
        `${limit.noun} ${ref.value} tem ${megabytes(result.size)}; o máximo é ${megabytes(limit.bytes)}: ${limit.advice}`,
      );
    }
  });
  for (const link of links) {
    problems.add(
      `public/${link.path}`,
      1,
      'file',
      `É uma ligação simbólica (um atalho para ${link.target}): ${LINK_ADVICE}`,
    );
  }
}
