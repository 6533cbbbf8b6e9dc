// Writes a checked item back as its content/ file, in the form Decap CMS writes it (Decap's own
// formatter and rich-text serializer, scripts/content/decap/): the front matter keys in the order
// of the collection's fields, then the body as the CMS's editor writes it. So a file the import
// wrote changes, at the owner's next save in the CMS, only where she changed it.
// `npm run content:import` uses it; its round-trip test proves that compiling content/ and
// writing every item back gives the same bytes.
import type { CollectionItems } from '../../src/lib/collections.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, Course, Product } from '../../src/lib/schema.ts';
import { fileSlug } from '../../src/lib/slug.ts';
import { CMS_BODY_FIELD, cmsMarkdown } from './decap/cms-format.ts';
import { cmsFieldOrders, cmsText, fieldOrderOf } from './decap/content-form.ts';

/** The folder of each collection under content/. */
export const collectionDirs: Record<Collection, string> = {
  products: 'products',
  courses: 'courses',
  posts: 'blog',
};

/** The front matter of an item, keys in file order, and its body. */
function fileParts(
  collection: Collection,
  item: CollectionItems[Collection],
): [Record<string, unknown>, string] {
  if (collection === 'products') {
    const {
      id,
      name,
      price,
      salePrice,
      stock,
      category,
      subcategory,
      featured,
      isNew,
      order,
      images,
      description,
    } = item as Product;
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
    const { id, title, description, price, duration, image, type, featured, fullDescription } =
      item as Course;
    return [{ id, title, description, price, duration, image, type, featured }, fullDescription ?? ''];
  }
  const { id, title, excerpt, image, date, author, category, content } = item as BlogPost;
  // The date stays text, yyyy-mm-dd, as the CMS's date widget stores it.
  return [{ id, title, excerpt, image, date, author, category }, content];
}

/** The text of the item's content/ file. */
export function serializeItem(collection: Collection, item: CollectionItems[Collection]): string {
  const [frontMatter, body] = fileParts(collection, item);
  const folder = `content/${collectionDirs[collection]}`;
  return cmsText(
    'frontmatter',
    { ...frontMatter, [CMS_BODY_FIELD]: cmsMarkdown(body.trim()) },
    fieldOrderOf(folderFieldOrders, `${folder}/`),
  );
}

/** The field order of the folder collections (their fields do not depend on the content). */
const folderFieldOrders = cmsFieldOrders([]);

/** The word a file name falls back on when the title gives no slug (src/lib/slug.ts). */
const fileWords: Record<Collection, string> = { products: 'produto', courses: 'formacao', posts: 'artigo' };

/**
 * The file name an item is written to: its slug (from the name or title), `.md`. A course's title
 * may hold no letter a-z or digit (a product's name and a post's title may not: they give the
 * address): its file is then `formacao-<fingerprint of the title>.md`, never `.md`, a hidden file.
 */
export function itemFileName(collection: Collection, item: CollectionItems[Collection]): string {
  const title = collection === 'products' ? (item as Product).name : (item as Course | BlogPost).title;
  return `${fileSlug(title, fileWords[collection])}.md`;
}
