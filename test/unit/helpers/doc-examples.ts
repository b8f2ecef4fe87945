import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/** The YAML of the `## Failing example` and `## Passing example` blocks of `docs/rules/<id>.md`. */
export function docExamples(id: string): { failing: string; passing: string } {
  const md = readFileSync(path.resolve(__dirname, '../../../docs/rules', `${id}.md`), 'utf8').replace(/\r\n/g, '\n');
  const block = (title: string): string => {
    // The first YAML block of the section: prose may come before it, another heading may not.
    const m = new RegExp(`\\n## ${title}\\n(?:(?!\\n## )[\\s\\S])*?\`\`\`ya?ml\\n([\\s\\S]*?)\\n\`\`\``).exec(md);
    if (!m) throw new Error(`docs/rules/${id}.md has no "${title}" YAML block`);
    return m[1];
  };
  return { failing: block('Failing example'), passing: block('Passing example') };
}
