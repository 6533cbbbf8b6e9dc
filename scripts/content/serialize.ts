// Writes a checked item back as its content/ file, in the one canonical form the repository's
// files have: the front matter keys in a fixed order, YAML quoting only where a YAML reader would
// otherwise read another value, a blank line after the closing ---, the body, a final newline.
// `npm run content:import` uses it; its round-trip test proves that compiling content/ and
// writing every item back gives the same bytes.
import { stringify } from 'yaml';
import type { CollectionItems } from '../../src/lib/collections.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, Course, Product } from '../../src/lib/schema.ts';
import { slugify } from '../../src/lib/slug.ts';

/** The folder of each collection under content/. */
export const collectionDirs: Record<Collection, string> = { products: 'products', courses: 'courses', posts: 'blog' };

/** The front matter of an item, keys in file order, and its body. */
function fileParts(collection: Collection, item: CollectionItems[Collection]): [Record<string, unknown>, string] {
  if (collection === 'products') {
    const { id, name, price, salePrice, stock, category, subcategory, featured, isNew, order, images, description } =
      item as Product;
    return [
      {
        id,
        name,
        price,
        ...(salePrice !== undefined && { salePrice }),
        stock,
        category,
        ...(subcategory !== undefined && { subcategory }),
        featured,
        isNew,
        ...(order !== undefined && { order }),
        images,
      },
      description,
    ];
  }
  if (collection === 'courses') {
    const { id, title, description, price, duration, image, type, featured, fullDescription } = item as Course;
    return [{ id, title, description, price, duration, image, type, featured }, fullDescription ?? ''];
  }
  const { id, title, excerpt, image, date, author, category, content } = item as BlogPost;
  // A Date is written as a plain yyyy-mm-dd, as the files have it (a string that looks like a date is quoted).
  return [{ id, title, excerpt, image, date: new Date(`${date}T00:00:00Z`), author, category }, content];
}

/** The text of the item's content/ file. */
export function serializeItem(collection: Collection, item: CollectionItems[Collection]): string {
  const [frontMatter, body] = fileParts(collection, item);
  // YAML 1.1 rules for quoting: the content build reads front matter with a YAML 1.1 reader
  // (gray-matter), for which "12:30", "1_000" or "on" are not plain text.
  const yaml = stringify(frontMatter, { version: '1.1', singleQuote: true, lineWidth: 0 });
  return `---\n${yaml}---\n\n${body.trim()}\n`;
}

/** The file name an item is written to: its slug (from the name or title), `.md`. */
export function itemFileName(collection: Collection, item: CollectionItems[Collection]): string {
  const title = collection === 'products' ? (item as Product).name : (item as Course | BlogPost).title;
  return `${slugify(title)}.md`;
}
