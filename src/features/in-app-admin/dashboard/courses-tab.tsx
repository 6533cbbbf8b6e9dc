import { useId, useState } from 'react';
import { courseStats, filterCourses } from '#src/lib/in-app-admin/admin-dashboard.ts';
import { COURSE_TYPE_LABELS } from '#src/lib/courses.ts';
import { formatPrice } from '#src/lib/money.ts';
import { paths } from '#src/lib/paths.ts';
import { courseTypes, type Course, type CourseType } from '#src/lib/schema.ts';
import { useAdminCollection } from '#src/data/admin-hooks.ts';
import { CollectionPanel, type Column } from './collection-panel.tsx';

const columns: Column<Course>[] = [
  {
    header: 'Formação',
    className: 'admin-table__main',
    cell: (course) => (
      <div className="admin-item">
        <img className="admin-item__image" src={course.image} alt="" width={48} height={48} loading="lazy" />
        <div>
          <span className="admin-item__name">{course.title}</span>
          <span className="admin-item__meta admin-item__excerpt">{course.description}</span>
        </div>
      </div>
    ),
  },
  {
    header: 'Tipo',
    cell: (course) => (
      <span className={`admin-badge admin-badge--${course.type}`}>{COURSE_TYPE_LABELS[course.type]}</span>
    ),
  },
  { header: 'Preço', cell: (course) => formatPrice(course.price) },
  { header: 'Duração', cell: (course) => course.duration },
  {
    header: 'Estado',
    cell: (course) =>
      course.featured ? (
        <span className="admin-badge admin-badge--featured">Destaque</span>
      ) : (
        <span className="admin-item__meta">Normal</span>
      ),
  },
];

export function CoursesTab() {
  const id = useId();
  const admin = useAdminCollection('courses');
  const [query, setQuery] = useState('');
  const [type, setType] = useState<CourseType | ''>('');
  const [featuredOnly, setFeaturedOnly] = useState(false);
  const stats = courseStats(admin.items);
  const { items: shown, suggestion } = filterCourses(admin.items, { query, type, featuredOnly });

  return (
    <CollectionPanel
      collection="courses"
      deleteKind="course"
      admin={admin}
      shown={shown}
      stats={[
        { label: 'Total de formações', value: stats.total },
        { label: 'Em destaque', value: stats.featured, tone: 'accent' },
        { label: 'Presenciais', value: stats.presencial },
        { label: 'Online', value: stats.online },
      ]}
      search={{ label: 'Pesquisar formações', value: query, onChange: setQuery, suggestion }}
      filters={
        <>
          <div className="field">
            <label htmlFor={`${id}-type`}>Tipo</label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(courseTypes.find((t) => t === event.target.value) ?? '')}
            >
              <option value="">Todos os tipos</option>
              {courseTypes.map((t) => (
                <option key={t} value={t}>
                  {COURSE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-featured`}>Destaque</label>
            <select
              id={`${id}-featured`}
              value={featuredOnly ? 'featured' : 'all'}
              onChange={(event) => setFeaturedOnly(event.target.value === 'featured')}
            >
              <option value="all">Todas</option>
              <option value="featured">Só em destaque</option>
            </select>
          </div>
        </>
      }
      create={{ href: paths.adminCourseNew.getHref(), label: 'Nova Formação' }}
      emptyText="Nenhuma formação encontrada"
      columns={columns}
      nameOf={(course) => course.title}
      viewHref={() => paths.courses.getHref()}
      editHref={(course) => paths.adminCourseEdit.getHref(course.id)}
    />
  );
}
