import { h } from './dom';

/** A form field that holds one value. */
export type Field = HTMLInputElement | HTMLSelectElement;

/** An input for a value, or a select when it has options (a value outside them is kept as one more); `register` is handed the field. */
export function field(
  id: string,
  options: string[] | undefined,
  value: string,
  placeholder: string | undefined,
  register: (f: Field) => void,
): Field {
  let f: Field;
  if (options?.length) {
    f = h(
      'select',
      { id },
      h('option', { value: '', text: placeholder ? `(not set; default ${placeholder})` : '(not set)' }),
      ...options.map((o) => h('option', { value: o, text: o })),
    );
    if (value && !options.includes(value)) f.append(h('option', { value, text: value }));
    f.value = value;
  } else f = h('input', { id, type: 'text', value, placeholder, spellcheck: 'false', autocomplete: 'off' });
  register(f);
  return f;
}

/** A grid row for a field: its label (marked when required), the field and a hint with its type and description. */
export function row(
  id: string,
  name: string,
  required: boolean,
  type: string,
  description: string | undefined,
  field: Field,
): DocumentFragment {
  const frag = document.createDocumentFragment();
  const hintId = `${id}-hint`;
  field.setAttribute('aria-describedby', hintId);
  if (required) field.setAttribute('aria-required', 'true');
  frag.append(
    h(
      'label',
      { for: id, class: 'param-name' },
      name,
      required ? h('span', { class: 'required', title: 'required', text: ' *' }) : null,
    ),
    field,
    h(
      'span',
      { class: 'hint', id: hintId },
      h('span', { class: 'type', text: type }),
      description ? ` — ${description}` : '',
    ),
  );
  return frag;
}
