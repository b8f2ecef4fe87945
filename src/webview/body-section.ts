import type { FormValues, OperationForm } from '../shared/form';
import { replace, h } from './dom';

/** The request form's body fieldset: content type, examples to start from, the text and a note when JSON does not parse. */
export class BodySection {
  private mediaSelect: HTMLSelectElement | undefined;
  private bodyText: HTMLTextAreaElement | undefined;
  private bodyError: HTMLElement | undefined;
  /** The media types whose body is one JSON document, as the host decided. */
  private jsonMediaTypes: readonly string[] = [];

  /** `change`: the body was replaced by an example (typing is seen by the form itself). */
  constructor(private readonly change: () => void) {}

  /** Draws the fieldset for an operation's body (null when it takes none): content type, examples to start from, the text. */
  render(form: OperationForm, keep: FormValues | null): HTMLElement | null {
    const body = form.body;
    if (!body) {
      this.bodyText = this.mediaSelect = undefined;
      return null;
    }
    this.jsonMediaTypes = body.jsonMediaTypes;
    const media =
      keep?.contentType && body.mediaTypes.includes(keep.contentType)
        ? keep.contentType
        : (body.choices[0]?.mediaType ?? body.mediaTypes[0]);
    this.mediaSelect = h(
      'select',
      { id: 'media-type', 'aria-label': 'Content type' },
      ...body.mediaTypes.map((m) => h('option', { value: m, text: m, selected: m === media })),
    );
    const examples = h('select', { id: 'body-example', 'aria-label': 'Start from' });
    const fillExamples = () => {
      const list = body.choices.filter((c) => c.mediaType === this.mediaSelect!.value);
      replace(
        examples,
        h('option', { value: '', text: list.length ? 'Start from…' : 'No examples' }),
        ...list.map((c, i) => h('option', { value: i, text: c.label })),
      );
      return list;
    };
    let choices = fillExamples();
    this.bodyText = h('textarea', {
      id: 'body',
      rows: 10,
      spellcheck: 'false',
      'aria-label': 'Request body',
      'aria-describedby': 'body-error',
    });
    this.bodyText.value = keep ? (keep.body ?? '') : (choices[0]?.text ?? '');
    this.bodyError = h('p', { class: 'hint error', id: 'body-error', role: 'status' });
    this.mediaSelect.addEventListener('change', () => {
      choices = fillExamples();
      this.check();
    });
    examples.addEventListener('change', () => {
      const c = choices[Number(examples.value)];
      if (c && this.bodyText) this.bodyText.value = c.text;
      examples.value = '';
      this.check();
      this.change();
    });
    this.bodyText.addEventListener('input', () => this.check());
    const legend = h(
      'legend',
      {},
      'Body',
      body.required ? h('span', { class: 'required', title: 'required', text: ' *' }) : null,
    );
    queueMicrotask(() => this.check());
    return h(
      'fieldset',
      { class: 'body' },
      legend,
      h('div', { class: 'row' }, this.mediaSelect, examples),
      this.bodyText,
      this.bodyError,
    );
  }

  /** The body as typed (null when the operation takes none). */
  text(): string | null {
    return this.bodyText ? this.bodyText.value : null;
  }

  /** The content type picked (null when the operation takes no body). */
  contentType(): string | null {
    return this.mediaSelect?.value || null;
  }

  /** Says when a JSON body does not parse (the host sends it anyway: the user may be testing the server). */
  private check(): void {
    if (!this.bodyText || !this.bodyError) return;
    const json = this.jsonMediaTypes.includes(this.mediaSelect?.value ?? '');
    let message = '';
    if (json && this.bodyText.value.trim() && this.bodyText.value.length < 2_000_000) {
      try {
        JSON.parse(this.bodyText.value);
      } catch (e) {
        message = `Not valid JSON: ${(e as Error).message}`;
      }
    }
    this.bodyError.textContent = message;
    this.bodyText.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
}
