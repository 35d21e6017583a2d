import LocDocModel

/// Converts resolved inline nodes into the model's `Inline` tree, with code-point ranges.
enum InlineBuilder {
    static func inlines(_ nodes: [MarkdownNode], in source: SourceText) -> [Inline] {
        nodes.compactMap { inline($0, in: source) }
    }

    private static func inline(_ node: MarkdownNode, in source: SourceText) -> Inline? {
        let range = node.hasPosition ? source.range(node) : nil
        let children = inlines(node.children, in: source)
        switch node.kind {
        case .text: return Inline(kind: .text, literal: node.literal, range: range)
        case .code: return Inline(kind: .code, literal: node.literal, range: range)
        case .htmlInline: return Inline(kind: .html, literal: node.literal, range: range)
        case .softBreak: return Inline(kind: .softBreak, range: nil)
        case .lineBreak: return Inline(kind: .lineBreak, range: nil)
        case .emphasis: return Inline(kind: .emphasis, range: range, children: children)
        case .strong: return Inline(kind: .strong, range: range, children: children)
        case .strikethrough: return Inline(kind: .strikethrough, range: range, children: children)
        case .link(let destination, _): return Inline(kind: .link, destination: destination, range: range, children: children)
        case .image(let destination, _): return Inline(kind: .image, destination: destination, range: range, children: children)
        default: return nil
        }
    }
}
