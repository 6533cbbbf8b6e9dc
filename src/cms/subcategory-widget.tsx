// The `subcategory` widget of a product: Decap's select, offering only the subcategories of the
// category chosen in the same entry (a plain select cannot narrow its options by another field).
// Which subcategory belongs to which category comes from the shop's categories the site and the
// content build use (src/generated/settings.json, compiled from content/settings/categories.yml);
// the choices themselves stay the field's `options` of config.yml, narrowed and named here. When the category changes and the chosen
// subcategory is not one of the new category's, the field is emptied: the owner sees the choice
// that will be saved, never a hidden value the build would refuse.
import { Component, createElement, type ComponentType } from 'react';
import type { CategoryList } from '#src/lib/collections.ts';

/** An Immutable.js value, as far as the widget reads one. */
type Immutable = {
  get: (key: string, fallback?: unknown) => unknown;
  getIn: (path: string[]) => unknown;
  set: (key: string, value: unknown) => Immutable;
};
/** The field's options: an Immutable.js list of { label, value } maps. */
type OptionList = {
  filter: (keep: (option: Immutable) => boolean) => OptionList;
  map: (change: (option: Immutable) => Immutable) => OptionList;
};

type SubcategoryProps = {
  field: Immutable;
  value?: unknown;
  onChange: (value: string | null) => void;
  getEntry?: () => Immutable | undefined;
  [prop: string]: unknown;
};

/** The choices for a category: its subcategories, by name. None when no category is chosen. */
export function subcategoryChoices(
  categories: CategoryList,
  categorySlug: unknown,
): { label: string; value: string }[] {
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  return (category?.subcategories ?? []).map((sub) => ({ label: sub.name, value: sub.slug }));
}

/** Builds the control around Decap's select control (`CMS.getWidget('select').control`). */
export function subcategoryControl(
  SelectControl: ComponentType<Record<string, unknown>>,
  categories: CategoryList,
) {
  const categoryOf = (props: SubcategoryProps) => props.getEntry?.()?.getIn(['data', 'category']);

  return class SubcategoryControl extends Component<SubcategoryProps> {
    // Decap re-renders a field only when its own value changes, unless the control says otherwise:
    // this one follows the category too.
    override shouldComponentUpdate(next: SubcategoryProps) {
      return (
        next.value !== this.props.value ||
        next.field !== this.props.field ||
        categoryOf(next) !== this.renderedCategory ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      );
    }

    renderedCategory: unknown = undefined;

    override componentDidUpdate() {
      const { value, onChange } = this.props;
      if (typeof value !== 'string' || value === '') return;
      const choices = subcategoryChoices(categories, categoryOf(this.props));
      if (!choices.some((choice) => choice.value === value)) onChange(null);
    }

    override render() {
      const category = categoryOf(this.props);
      this.renderedCategory = category;
      const choices = subcategoryChoices(categories, category);
      const labelOf = (option: Immutable) =>
        choices.find((choice) => choice.value === option.get('value'))?.label;
      const options = (this.props.field.get('options') as OptionList)
        .filter((option) => labelOf(option) !== undefined)
        .map((option) => option.set('label', labelOf(option)));
      const field = this.props.field.set('options', options);
      return createElement(SelectControl, { ...this.props, field });
    }
  };
}
