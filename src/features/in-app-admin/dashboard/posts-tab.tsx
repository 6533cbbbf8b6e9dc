import { useId, useState } from 'react';
import {
  filterPosts,
  formatAdminDate,
  postCategoryNames,
  postStats,
} from '#src/lib/in-app-admin/admin-dashboard.ts';
import { paths } from '#src/lib/paths.ts';
import type { BlogPost } from '#src/lib/schema.ts';
import { useAdminCollection } from '#src/data/admin-hooks.ts';
import { CollectionPanel, type Column } from './collection-panel.tsx';

const columns: Column<BlogPost>[] = [
  {
    header: 'Artigo',
    className: 'admin-table__main',
    cell: (post) => (
      <div className="admin-item">
        <img className="admin-item__image" src={post.image} alt="" width={48} height={48} loading="lazy" />
        <div>
          <span className="admin-item__name">{post.title}</span>
          <span className="admin-item__meta admin-item__excerpt">{post.excerpt}</span>
        </div>
      </div>
    ),
  },
  {
    header: 'Categoria',
    cell: (post) => <span className="admin-badge admin-badge--category">{post.category}</span>,
  },
  { header: 'Autor', cell: (post) => post.author },
  { header: 'Data', cell: (post) => formatAdminDate(post.date) },
];

export function PostsTab() {
  const id = useId();
  const admin = useAdminCollection('posts');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const stats = postStats(admin.items);
  const { items: shown, suggestion } = filterPosts(admin.items, { query, category });

  return (
    <CollectionPanel
      collection="posts"
      deleteKind="post"
      admin={admin}
      shown={shown}
      stats={[
        { label: 'Total de artigos', value: stats.total },
        { label: 'Publicados este mês', value: stats.thisMonth, tone: 'accent' },
        { label: 'Categorias', value: stats.categories },
        { label: 'Última publicação', value: formatAdminDate(stats.lastDate) },
      ]}
      search={{ label: 'Pesquisar artigos', value: query, onChange: setQuery, suggestion }}
      filters={
        <div className="field">
          <label htmlFor={`${id}-category`}>Categoria</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">Todas as categorias</option>
            {postCategoryNames(admin.items).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      }
      create={{ href: paths.adminPostNew.getHref(), label: 'Novo Artigo' }}
      emptyText="Nenhum artigo encontrado"
      columns={columns}
      nameOf={(post) => post.title}
      viewHref={(post) => paths.blogPost.getHref(post.slug)}
      editHref={(post) => paths.adminPostEdit.getHref(post.id)}
    />
  );
}
