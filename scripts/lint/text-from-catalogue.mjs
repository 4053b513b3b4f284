// ESLint rule: what a screen shows comes from its area's message catalogue (a `texts.ts`), so
// the product speaks with one voice and every text can be read, reviewed and changed in one place.
// It reports prose written straight into a component: JSX text, a text attribute, a text inside
// a JSX expression, a text-named property (label, title, …) or constant (STATUS_LABEL, heading),
// and the texts given to a toast or to the page title.

const LETTER = /\p{L}/u;
// An attribute's one lowercase token ("small", "pending", "metadata") is a setting, not prose.
const SETTING = /^[a-z][a-zA-Z0-9-]*$/;
// Nor, anywhere, is an address (a path, a link, a fragment) or a colour.
const NOT_WORDS = /^(\/|https?:|mailto:|tel:|#|rgba?\()/;

// Attributes that carry identifiers, styles or addresses, never words a person reads.
const TECHNICAL_ATTRIBUTES = new Set([
  'accept',
  'align',
  'alignItems',
  'anchor',
  'aria-controls',
  'aria-describedby',
  'aria-haspopup',
  'aria-labelledby',
  'aria-live',
  'aria-owns',
  'aria-current',
  'aria-sort',
  'as',
  'autoComplete',
  'className',
  'color',
  'component',
  'dateTime',
  'direction',
  'display',
  'edge',
  'encType',
  'fontWeight',
  'form',
  'height',
  'href',
  'htmlFor',
  'id',
  'indicatorColor',
  'inputMode',
  'justifyContent',
  'key',
  'labelId',
  'lang',
  'loading',
  'maxWidth',
  'method',
  'mode',
  'name',
  'orientation',
  'pattern',
  'placement',
  'position',
  'rel',
  'role',
  'scrollButtons',
  'severity',
  'size',
  'spacing',
  'src',
  'target',
  'textAlign',
  'textColor',
  'to',
  'type',
  'underline',
  'value',
  'variant',
  'width',
  'wrap',
]);

// Object properties whose string is shown to a person (menu items, tabs, columns, options).
const TEXT_PROPERTIES = new Set([
  'alt',
  'ariaLabel',
  'description',
  'emptyText',
  'heading',
  'helperText',
  'hint',
  'label',
  'message',
  'placeholder',
  'subtitle',
  'text',
  'title',
]);

// Calls whose string arguments are shown: a toast, the page's title and description.
const TEXT_CALLS = new Set(['enqueueSnackbar', 'usePageTitle']);

// Constants that hold texts by their name: `const heading = …`, `const STATUS_LABEL = { … }`.
const TEXT_NAME = /(label|text|title|heading|message|description|caption|hint)s?$/i;

// ARIA states and properties whose values are tokens ("true", "polite", "2"), not words.
const ARIA_TOKENS =
  /^aria-(atomic|busy|checked|colcount|colindex|current|disabled|expanded|haspopup|hidden|invalid|level|live|modal|multiline|multiselectable|orientation|posinset|pressed|readonly|relevant|required|rowcount|rowindex|selected|setsize|sort|valuemax|valuemin|valuenow)$/;

function isTechnicalAttribute(name) {
  return (
    TECHNICAL_ATTRIBUTES.has(name) ||
    ARIA_TOKENS.test(name) ||
    name.startsWith('data-') ||
    name === 'sx' ||
    name === 'style'
  );
}

function attributeName(node) {
  return node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
}

function isTextAttribute(attribute, text) {
  const name = attributeName(attribute);
  if (isTechnicalAttribute(name)) return false;
  // aria-label, aria-roledescription and the like are read aloud even when they are one word.
  return name.startsWith('aria-') || !SETTING.test(text.trim());
}

/** Where a string ends up: in JSX as text, in a text attribute, as a text property, or elsewhere. */
function shownAsText(node, text) {
  let child = node;
  let parent = node.parent;
  // Choosing between texts (a ? 'x' : 'y', a || 'x', `…${x}…`) still shows one of them.
  while (
    parent &&
    (parent.type === 'ConditionalExpression' ||
      parent.type === 'LogicalExpression' ||
      parent.type === 'TemplateLiteral' ||
      parent.type === 'TSAsExpression')
  ) {
    if (parent.type === 'ConditionalExpression' && parent.test === child) return false;
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (parent.type === 'JSXExpressionContainer') {
    const holder = parent.parent;
    if (holder.type === 'JSXAttribute') return isTextAttribute(holder, text);
    return holder.type === 'JSXElement' || holder.type === 'JSXFragment';
  }
  if (parent.type === 'JSXAttribute') return isTextAttribute(parent, text);
  if (parent.type === 'Property' && parent.value === child) {
    const key = parent.key.type === 'Identifier' ? parent.key.name : parent.key.value;
    return (!parent.computed && TEXT_PROPERTIES.has(key)) || isTextConstant(parent.parent.parent);
  }
  if (parent.type === 'VariableDeclarator' && parent.init === child) return isTextConstant(parent);
  if (parent.type === 'CallExpression' && parent.arguments.includes(child)) {
    const callee = parent.callee;
    return callee.type === 'Identifier' && TEXT_CALLS.has(callee.name);
  }
  return false;
}

function isTextConstant(node) {
  return (
    node?.type === 'VariableDeclarator' &&
    node.id.type === 'Identifier' &&
    TEXT_NAME.test(node.id.name)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Texts on screen come from the area’s message catalogue (a texts.ts).' },
    schema: [],
    messages: {
      literal:
        'Tekst som vises skal stå i områdets meldingskatalog (en texts.ts), ikke i komponenten: «{{text}}».',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      Literal(node) {
        if (
          typeof node.value === 'string' &&
          LETTER.test(node.value) &&
          !NOT_WORDS.test(node.value) &&
          shownAsText(node, node.value)
        ) {
          report(node, node.value);
        }
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
        if (LETTER.test(text) && !NOT_WORDS.test(text) && shownAsText(node, text))
          report(node, text);
      },
    };
  },
};
