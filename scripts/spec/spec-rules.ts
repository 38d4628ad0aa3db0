/**
 * The specification's sections and rules, read from its markdown (../shared/spec/portal-spec.md):
 * a section is a numbered heading (`## 4.`, `### 2.1`); a rule is a top-level bullet, a paragraph
 * (most start with a bold name: `**Country banner**: …`) or a row of a table, with the indented
 * bullets under it.
 */

export interface SpecRule {
  /** The section it is in: `§4`, `§2.1`. */
  readonly section: string;
  /** The rule's text, one line, markdown kept. */
  readonly text: string;
}

export interface SpecSection {
  readonly section: string;
  readonly title: string;
  readonly rules: readonly SpecRule[];
}

const HEADING = /^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s+(.+)$/;

/**
 * @example specSections('## 4. States\n**Login**: idle.\n') // [{ section: '§4', title: 'States', rules: [{ section: '§4', text: '**Login**: idle.' }] }]
 */
export function specSections(markdown: string): SpecSection[] {
  const sections: Array<{ section: string; title: string; rules: SpecRule[] }> = [];
  let current: (typeof sections)[number] | undefined;
  let open: { section: string; text: string } | undefined;
  const close = () => {
    if (open && current) current.rules.push({ section: open.section, text: open.text.trim() });
    open = undefined;
  };
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      current = { section: `§${heading[2]}`, title: heading[3]!.trim(), rules: [] };
      sections.push(current);
      continue;
    }
    if (!current || line.startsWith('# ')) continue;
    if (line.trim() === '') {
      close();
      continue;
    }
    if (/^\s+- /.test(line) && open) {
      open.text += ` ${line.trim()}`;
      continue;
    }
    if (/^\|/.test(line)) {
      close();
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^-*$/.test(cell)) || cells[0] === 'Call') continue;
      current.rules.push({ section: current.section, text: cells.join(' | ') });
      continue;
    }
    if (line.startsWith('- ') || line.startsWith('**') || !open) {
      close();
      open = { section: current.section, text: line.replace(/^- /, '') };
      continue;
    }
    open.text += ` ${line.trim()}`;
  }
  close();
  // §2 is its subsections only.
  return sections.filter((section) => section.rules.length > 0);
}
