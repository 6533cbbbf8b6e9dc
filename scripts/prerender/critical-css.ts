// The CSS a prerendered page's own markup uses, for a <style> in its <head>, so that its first
// paint waits for no stylesheet (docs/decisions/037-critical-css-inline.md). The app asks for the
// whole stylesheet when it starts (src/lib/page-loading/whole-stylesheet.ts); the browser then
// styles again what it already styled the same way, and what the page shows next (a menu opened,
// another page) has the rules this one left out.
//
// A rule is kept when every class, id, element name and attribute name its selector names is
// somewhere in the page's markup. That keeps a few rules that match nothing (`.a .b` when `.a`
// and `.b` are both on the page, but not one in the other), never leaves out one that matches:
// what sits in `:not()`, `:is()` or `:where()` is not required, and state pseudo-classes such as
// `:checked` are taken as true. Only the states a visitor's pointer or keyboard gives
// (`:hover`, `:focus`...), which no first paint has, are left to the whole sheet, with print
// styles. `@font-face`, `:root` and `*` always stay; an animation's `@keyframes` stay when a kept
// rule names them. The stylesheet is read once per prerender worker; a page's work is a scan of
// its markup and a lookup, and pages that use the same rules share the text.
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/** What a selector needs on the page: `.class`, `#id`, `[attribute`, or an element name. */
type Needs = readonly string[];

/** One style rule of the sheet, with what each of its selectors needs (none: never at first paint). */
type StyleRule = { kind: 'rule'; text: string; selectors: Needs[]; animations: string[] };

/** A block the rules sit in (`@media`, `@supports`, `@layer`), kept when one of its rules is. */
type Block = { kind: 'block'; open: string; children: Part[] };

/** Kept whatever the page: `@font-face`, `@import`, `@charset`... */
type Always = { kind: 'always'; text: string };

/** Kept when a kept rule names its animation. */
type Keyframes = { kind: 'keyframes'; name: string; text: string };

type Part = StyleRule | Block | Always | Keyframes;

/** The pseudo-classes a visitor's pointer or keyboard gives: no first paint has them. */
const INTERACTION_STATE = /:(hover|focus|focus-visible|focus-within|active|visited|target)(?![\w-])/;

/** Pseudo-classes whose argument is a selector the element may or may not match. */
const SELECTOR_ARGUMENT = /:(not|is|where|has|matches|-webkit-any|nth-child|nth-last-child)\(/g;

/** Removes the functional pseudo-classes' arguments, however nested. */
function withoutSelectorArguments(selector: string): string {
  let out = '';
  let depth = 0;
  let index = 0;
  while (index < selector.length) {
    if (depth === 0) {
      SELECTOR_ARGUMENT.lastIndex = index;
      const found = SELECTOR_ARGUMENT.exec(selector);
      if (!found) return out + selector.slice(index);
      out += selector.slice(index, found.index);
      index = found.index + found[0].length;
      depth = 1;
      continue;
    }
    const char = selector[index];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    index += 1;
  }
  return out;
}

/**
 * What one selector needs in the markup, or undefined when it only matches in a state no first
 * paint has. Attribute values are not compared, only names.
 */
export function selectorNeeds(selector: string): Needs | undefined {
  if (INTERACTION_STATE.test(selector)) return undefined;
  let rest = withoutSelectorArguments(selector);
  const needs = new Set<string>();
  rest = rest.replace(/\[\s*([\w-]+)[^\]]*\]/g, (_, name: string) => {
    needs.add(`[${name.toLowerCase()}`);
    return ' ';
  });
  // Other pseudo-classes and pseudo-elements (::before, :first-child, :checked) need nothing.
  rest = rest.replace(/::?[\w-]+(\([^)]*\))?/g, ' ');
  for (const [, name] of rest.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) needs.add(`.${name}`);
  for (const [, name] of rest.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) needs.add(`#${name}`);
  for (const [, name = ''] of rest.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)) needs.add(name.toLowerCase());
  return [...needs];
}

/** Every class, id, element name and attribute name in `markup`, as selectorNeeds names them. */
export function markupNames(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, element = '', attributes = ''] of markup.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    names.add(element.toLowerCase());
    for (const [, attribute = '', quoted, bare] of attributes.matchAll(
      /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|[^\s>]+))?/g,
    )) {
      const name = attribute.toLowerCase();
      names.add(`[${name}`);
      const value = quoted ?? bare ?? '';
      if (name === 'class') for (const token of value.split(/\s+/)) if (token) names.add(`.${token}`);
      if (name === 'id' && value) names.add(`#${value}`);
    }
  }
  return names;
}

const ANIMATION_NAME = /animation(?:-name)?\s*:\s*([^;}]+)/g;

function parts(nodes: ChildNode[] | undefined): Part[] {
  const out: Part[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'rule') out.push(styleRule(node));
    else if (node.type === 'atrule') {
      const part = atRulePart(node);
      if (part) out.push(part);
    }
  }
  return out;
}

function styleRule(rule: Rule): StyleRule {
  const text = rule.toString();
  const animations = [...text.matchAll(ANIMATION_NAME)].flatMap(([, value = '']) => value.split(/[\s,]+/));
  return {
    kind: 'rule',
    text,
    selectors: rule.selectors.map(selectorNeeds).filter((needs): needs is Needs => needs !== undefined),
    animations,
  };
}

function atRulePart(rule: AtRule): Part | undefined {
  const name = rule.name.toLowerCase();
  if (name === 'media' && /^\s*print\b/.test(rule.params)) return undefined;
  if (name.endsWith('keyframes'))
    return { kind: 'keyframes', name: rule.params.trim(), text: rule.toString() };
  if (rule.nodes && ['media', 'supports', 'layer', 'container'].includes(name)) {
    return {
      kind: 'block',
      open: `@${rule.name}${rule.raws.afterName ?? ' '}${rule.params}{`,
      children: parts(rule.nodes),
    };
  }
  return { kind: 'always', text: rule.toString() };
}

/**
 * Reads `stylesheet` (the built CSS) once and returns the function that gives the CSS a page's
 * markup needs. `alwaysPresent`: names a page may have before its first paint without them being
 * in its markup (the class the heading-font script puts on <html>, as `.heading-font`).
 */
export function createCriticalCss(stylesheet: string, alwaysPresent: readonly string[] = []) {
  const sheet = parts(postcss.parse(stylesheet).nodes);
  const rules: StyleRule[] = [];
  const collect = (list: Part[]) => {
    for (const part of list) {
      if (part.kind === 'rule') rules.push(part);
      if (part.kind === 'block') collect(part.children);
    }
  };
  collect(sheet);
  const byKept = new Map<string, string>();

  return (markup: string): string => {
    const names = markupNames(markup);
    for (const name of [...alwaysPresent, 'html', 'body']) names.add(name);
    const kept = new Set(
      rules.filter((rule) => rule.selectors.some((needs) => needs.every((name) => names.has(name)))),
    );
    const key = rules.map((rule) => (kept.has(rule) ? '1' : '0')).join('');
    const known = byKept.get(key);
    if (known !== undefined) return known;
    const animations = new Set([...kept].flatMap((rule) => rule.animations));
    const write = (list: Part[]): string =>
      list
        .map((part) => {
          if (part.kind === 'rule') return kept.has(part) ? part.text : '';
          if (part.kind === 'always') return part.text;
          if (part.kind === 'keyframes') return animations.has(part.name) ? part.text : '';
          const inner = write(part.children);
          return inner ? `${part.open}${inner}}` : '';
        })
        .join('');
    const css = write(sheet);
    byKept.set(key, css);
    return css;
  };
}
