import type { PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

/**
 * The message ids each module holds (file path → ids), as the plugin finds them: the build splits
 * every language's catalog by the chunks these modules end up in (chunk-catalogs-plugin.ts).
 */
export const messageIdsByModule = new Map<string, Set<string>>()

/**
 * A Babel plugin that runs after Lingui's macro: every message descriptor the macro left
 * (`{ id, message: 'Hello {name}' }`, `<Trans id message="…">`) keeps its English message, compiled
 * at build time (`['Hello ', ['name']]`). English then needs no catalog at all: each chunk carries
 * its own English, as it did before the languages, the entry stays within its budget, and a message
 * that some other language's catalog lacks still reads in English rather than as an id. Lingui's
 * runtime renders a compiled message wherever it finds one (catalog or descriptor).
 */
export function sourceMessagesPlugin({ types: t }: { types: typeof BabelTypes }): PluginObj {
  /** `value` (JSON: strings, arrays, plain objects) as an expression. */
  const literal = (value: unknown): BabelTypes.Expression => {
    if (typeof value === 'string') return t.stringLiteral(value)
    if (typeof value === 'number') return t.numericLiteral(value)
    if (value === undefined) return t.identifier('undefined')
    if (value === null) return t.nullLiteral()
    if (Array.isArray(value)) return t.arrayExpression(value.map(literal))
    if (value && typeof value === 'object')
      return t.objectExpression(Object.entries(value).map(([key, item]) => t.objectProperty(t.stringLiteral(key), literal(item))))
    throw new Error(`Unexpected compiled message part: ${String(value)}`)
  }
  const compiled = (message: string) => literal(compileMessage(message))
  const keyName = (key: BabelTypes.ObjectProperty['key']) => (t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : undefined)

  return {
    name: 'remit-source-messages',
    visitor: {
      Program: {
        exit(program, state) {
          const ids = new Set<string>()
          const idOf = (value: BabelTypes.Node | null | undefined) => {
            if (t.isStringLiteral(value)) ids.add(value.value)
          }
          program.traverse({
            // Lingui marks each descriptor it makes `/*i18n*/` (its extractor reads the mark too).
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return
              const properties = path.node.properties.filter((property) => t.isObjectProperty(property))
              const id = properties.find((property) => keyName(property.key) === 'id')
              if (!id) return
              idOf(id.value)
              const message = properties.find((property) => keyName(property.key) === 'message')
              if (message && t.isStringLiteral(message.value)) message.value = compiled(message.value.value)
            },
            JSXAttribute(path) {
              const { name, value } = path.node
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return
              const element = path.parentPath.node
              const id = t.isJSXOpeningElement(element)
                ? element.attributes.find((attribute) => t.isJSXAttribute(attribute) && t.isJSXIdentifier(attribute.name, { name: 'id' }))
                : undefined
              if (!id || !t.isJSXAttribute(id)) return
              idOf(id.value)
              path.node.value = t.jsxExpressionContainer(compiled(value.value))
            },
          })
          if (state.filename) messageIdsByModule.set(state.filename, ids)
        },
      },
    },
  }
}
