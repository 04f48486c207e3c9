// @vitest-environment jsdom
import {expect, it} from 'vitest';
import {render} from '@testing-library/react';
import {
  collectServerHighlightedCode,
  ServerHighlightedCodeContext,
  useServerHighlightedCode,
} from '../../src/plugins/highlighting/client/serverHighlightedCode';

/** Server markup as the theme renders a code block: one element per line, a newline as text on empty lines, JSON's punctuation bare. */
function serverHtml(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = [
    '<pre class="prism-code language-json codeBlock"><code>',
    '<div class="token-line">{</div>',
    '<div class="token-line">\n</div>',
    '<div class="token-line">  <span class="token property">"id"</span>: <mark>5</mark></div>',
    '<div class="token-line">}</div>',
    '</code></pre>',
    '<pre class="prism-code language-bash"><code><div class="token-line">curl <span class="token string">x</span></div></code></pre>',
    '<pre class="plain"><code>no language</code></pre>',
  ].join('');
  return root;
}

it('finds each highlighted block by its language and code, empty lines included', () => {
  const found = collectServerHighlightedCode(serverHtml());
  expect([...found.keys()]).toEqual(['json\n{\n\n  "id": 5\n}', 'bash\ncurl x']);
  // Marks the search highlighter added are kept with the markup.
  expect(found.get('json\n{\n\n  "id": 5\n}')).toContain('<mark>5</mark>');
});

function Probe({language, code}: {readonly language: string; readonly code: string}) {
  return <output>{useServerHighlightedCode(language, code) ?? 'none'}</output>;
}

it('gives rendered code the server markup only when language and text are unchanged', () => {
  const found = collectServerHighlightedCode(serverHtml());
  const probe = (language: string, code: string) =>
    render(
      <ServerHighlightedCodeContext value={found}>
        <Probe language={language} code={code} />
      </ServerHighlightedCodeContext>,
    ).container.textContent;
  expect(probe('bash', 'curl x')).toContain('curl <span class="token string">x</span>');
  expect(probe('bash', 'curl y')).toBe('none');
  expect(probe('python', 'curl x')).toBe('none');
  expect(render(<Probe language="bash" code="curl x" />).container.textContent).toBe('none');
});
