// Blanks the translator notes of Docusaurus's UI text in the client build: the `description` of each
// `translate({...})` call and `<Translate description="...">` element imported from `@docusaurus/Translate`.
// `npm run write-translations` reads them from the sources, never from the bundle, and at run time `translate()`
// reads only the id and the message. See index.ts, `dropTranslationDescriptions`. A plain CommonJS loader: the
// bundler loads loaders with Node's require.
'use strict';

const ts = require('typescript');
// The shared TypeScript helpers are TypeScript: loaded through jiti, as the demos' loader does (plugins/demos/loader.cjs).
const jiti = require('jiti')(__filename);

const { scriptKindOf } = jiti('../shared/typescript.ts');

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** The local names a module gives `@docusaurus/Translate`'s `translate` function and `Translate` component. */
function translateBindings(sourceFile) {
  const functions = new Set();
  const components = new Set();
  for (const statement of sourceFile.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== TRANSLATE_MODULE ||
      !statement.importClause ||
      statement.importClause.isTypeOnly
    )
      continue;
    const clause = statement.importClause;
    if (clause.name) components.add(clause.name.text);
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'translate') functions.add(element.name.text);
        if (imported === 'default') components.add(element.name.text);
      }
    }
  }
  return { functions, components };
}

/** A note the loader may blank: text, or a name (a constant holding the text), whose reading has no effect. */
const isText = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isIdentifier(node);

/**
 * The module's text with each translator note replaced by spaces (line breaks kept), so every other character
 * keeps its line and column and the source map stays exact; the minifier drops the spaces. Only notes written as
 * text or a name are blanked, so no expression with an effect is removed. The text unchanged when the module does
 * not import `@docusaurus/Translate`.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function blankTranslationDescriptions(source, file) {
  if (!source.includes(TRANSLATE_MODULE) || !source.includes('description')) return source;
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKindOf(file, { jsxInJs: true }),
  );
  const { functions, components } = translateBindings(sourceFile);
  if (functions.size === 0 && components.size === 0) return source;
  /** @type {Array<[number, number]>} */
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      functions.has(node.expression.text) &&
      node.arguments.length > 0 &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (
          ts.isPropertyAssignment(property) &&
          (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
          property.name.text === 'description' &&
          isText(property.initializer)
        ) {
          let end = property.end;
          // The comma after it goes too; a comma before it then ends the list, which JavaScript allows.
          while (end < source.length && /\s/.test(source[end])) end += 1;
          cuts.push([property.getStart(sourceFile), source[end] === ',' ? end + 1 : property.end]);
        }
      }
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      components.has(node.tagName.text)
    ) {
      for (const attribute of node.attributes.properties) {
        if (
          ts.isJsxAttribute(attribute) &&
          ts.isIdentifier(attribute.name) &&
          attribute.name.text === 'description' &&
          attribute.initializer &&
          (isText(attribute.initializer) ||
            (ts.isJsxExpression(attribute.initializer) &&
              attribute.initializer.expression &&
              isText(attribute.initializer.expression)))
        ) {
          cuts.push([attribute.getStart(sourceFile), attribute.end]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (cuts.length === 0) return source;
  // A call inside an element's attribute is visited after the element's own note, which comes later in the text.
  cuts.sort((a, b) => a[0] - b[0]);
  let text = '';
  let from = 0;
  for (const [start, end] of cuts) {
    text += source.slice(from, start) + source.slice(start, end).replace(/[^\n\r]/g, ' ');
    from = end;
  }
  return text + source.slice(from);
}

module.exports = function descriptionsLoader(source) {
  return blankTranslationDescriptions(String(source), this.resourcePath);
};
module.exports.blankTranslationDescriptions = blankTranslationDescriptions;
