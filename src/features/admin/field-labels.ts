// Field labels of the admin forms. TEMPORARY: replaced by the schema module's labels.
export const PRODUCT_LABELS = {
  name: 'Nome',
  description: 'Descrição',
  price: 'Preço (€)',
  salePrice: 'Preço promocional (€)',
  stock: 'Stock',
  category: 'Categoria',
  subcategory: 'Subcategoria',
  featured: 'Destaque',
  isNew: 'Novo',
  order: 'Ordem',
  images: 'Imagens',
} as const;
export const COURSE_LABELS = {
  title: 'Título',
  description: 'Descrição',
  fullDescription: 'Descrição completa',
  price: 'Preço (€)',
  duration: 'Duração',
  image: 'Imagem',
  type: 'Tipo',
  featured: 'Destaque',
} as const;
export const POST_LABELS = {
  title: 'Título',
  excerpt: 'Resumo',
  content: 'Conteúdo',
  image: 'Imagem',
  date: 'Data',
  author: 'Autor',
  category: 'Categoria',
} as const;
