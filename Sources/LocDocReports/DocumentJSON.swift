import LocDocModel

/// A `Document` written as `JSONOutput.encode` writes its synthesized `Encodable` form, byte for byte, without the
/// encoder: keys in sorted order, optionals left out when nil, enums with associated values as `{"case": {"_0": …}}`.
/// `extract --format json` writes a page's whole model (every inline with its positions), and the encoder's generic
/// machinery cost more than everything else extract does. `ExtractStreamTests` holds this to the encoder's bytes.
extension PrettyJSONWriter {
    mutating func value(_ document: Document) {
        openObject()
        array("alerts", document.alerts) { $0.value($1) }
        array("anchors", document.anchors) { $0.value($1) }
        array("codeSamples", document.codeSamples) { $0.value($1) }
        array("configuration", document.configuration) { $0.value($1) }
        field("file", document.file)
        if let locale = document.folderLocale { field("folderLocale", locale.tag) }
        key("frontMatter")
        openObject()
        array("entries", document.frontMatter.entries) { $0.value($1) }
        field("isPresent", document.frontMatter.isPresent)
        closeObject()
        array("includes", document.includes) { $0.value($1) }
        array("inlineCode", document.inlineCode) { $0.value($1) }
        field("lineCount", document.lineCount)
        array("links", document.links) { $0.value($1) }
        if let locale = document.locale { field("locale", locale.tag) }
        field("localeSource", document.localeSource.rawValue)
        field("page", document.page)
        array("sections", document.sections) { $0.value($1) }
        array("suppressionComments", document.suppressionComments) { json, comment in
            json.openObject()
            json.array("checks", comment.checks) { $0.string($1) }
            json.field("directive", comment.directive)
            if let justification = comment.justification { json.field("justification", justification) }
            json.range("range", comment.range)
            json.closeObject()
        }
        array("tabs", document.tabs) { json, tab in
            json.openObject()
            if let condition = tab.condition { json.field("condition", condition) }
            json.field("id", tab.id)
            json.range("range", tab.range)
            json.field("sectionKey", tab.sectionKey.description)
            json.field("title", tab.title)
            json.closeObject()
        }
        array("textBlocks", document.textBlocks) { $0.value($1) }
        field("variant", document.variant)
        closeObject()
    }

    private mutating func array<Element>(_ name: StaticString, _ elements: [Element], _ write: (inout Self, Element) -> Void) {
        key(name)
        openArray()
        for element in elements {
            self.element()
            write(&self, element)
        }
        closeArray()
    }

    private mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        boolean(value)
    }

    private mutating func range(_ name: StaticString, _ range: SourceRange) {
        key(name)
        openObject()
        position("end", range.end)
        position("start", range.start)
        closeObject()
    }

    private mutating func position(_ name: StaticString, _ position: SourcePosition) {
        key(name)
        openObject()
        field("column", position.column)
        field("line", position.line)
        closeObject()
    }

    private mutating func value(_ alert: Alert) {
        openObject()
        field("contentLineCount", alert.contentLineCount)
        field("kind", alert.kind)
        field("ordinal", alert.ordinal)
        range("range", alert.range)
        field("sectionKey", alert.sectionKey.description)
        field("syntax", alert.syntax.rawValue)
        field("text", alert.text)
        closeObject()
    }

    private mutating func value(_ anchor: NamedAnchor) {
        openObject()
        field("inHeading", anchor.inHeading)
        field("name", anchor.name)
        range("range", anchor.range)
        field("sectionKey", anchor.sectionKey.description)
        closeObject()
    }

    private mutating func value(_ sample: CodeSample) {
        openObject()
        field("code", sample.code)
        field("codeStartLine", sample.codeStartLine)
        if let glued = sample.gluedText { field("gluedText", glued) }
        field("info", sample.info)
        key("language")
        openObject()
        field("normalized", sample.language.normalized)
        field("written", sample.language.written)
        closeObject()
        field("languageOrdinal", sample.languageOrdinal)
        field("ordinal", sample.ordinal)
        range("range", sample.range)
        field("sectionKey", sample.sectionKey.description)
        closeObject()
    }

    private mutating func value(_ tree: ConfigurationTree) {
        openObject()
        array("entries", tree.entries) { $0.value($1) }
        field("ordinal", tree.ordinal)
        range("range", tree.range)
        field("sectionKey", tree.sectionKey.description)
        closeObject()
    }

    private mutating func value(_ entry: ConfigEntry) {
        openObject()
        array("children", entry.children) { $0.value($1) }
        if let triple = entry.keyTypeValue {
            key("keyTypeValue")
            openObject()
            written("key", triple.key)
            written("type", triple.type)
            written("value", triple.value)
            closeObject()
        }
        field("label", entry.label)
        range("labelRange", entry.labelRange)
        field("labelStyle", entry.labelStyle.rawValue)
        array("listValues", entry.listValues) { json, value in
            json.openObject()
            json.field("isCode", value.isCode)
            json.range("range", value.range)
            json.field("text", value.text)
            json.closeObject()
        }
        range("range", entry.range)
        if let separator = entry.separator { field("separator", separator) }
        field("value", entry.value)
        if let valueRange = entry.valueRange { range("valueRange", valueRange) }
        field("valueText", entry.valueText)
        closeObject()
    }

    private mutating func written(_ name: StaticString, _ value: WrittenValue) {
        key(name)
        openObject()
        range("range", value.range)
        field("text", value.text)
        closeObject()
    }

    private mutating func value(_ entry: FrontMatterEntry) {
        openObject()
        field("key", entry.key)
        field("line", entry.line)
        key("value")
        value(entry.value)
        closeObject()
    }

    /// Synthesized `Codable` for an enum case with one unlabelled value: `{"scalar" : {"_0" : …}}`.
    private mutating func value(_ value: FrontMatterValue) {
        openObject()
        switch value {
        case .scalar(let text):
            key("scalar")
            openObject()
            field("_0", text)
            closeObject()
        case .sequence(let items):
            key("sequence")
            openObject()
            array("_0", items) { $0.value($1) }
            closeObject()
        case .mapping(let pairs):
            key("mapping")
            openObject()
            array("_0", pairs) { json, pair in
                json.openObject()
                json.field("key", pair.key)
                json.key("value")
                json.value(pair.value)
                json.closeObject()
            }
            closeObject()
        }
        closeObject()
    }

    private mutating func value(_ include: Include) {
        openObject()
        field("inAlert", include.inAlert)
        range("range", include.range)
        field("sectionKey", include.sectionKey.description)
        field("target", include.target)
        field("title", include.title)
        closeObject()
    }

    private mutating func value(_ code: InlineCode) {
        openObject()
        field("ordinal", code.ordinal)
        range("range", code.range)
        field("sectionKey", code.sectionKey.description)
        field("text", code.text)
        closeObject()
    }

    private mutating func value(_ link: Link) {
        openObject()
        field("destination", link.destination)
        field("isImage", link.isImage)
        field("kind", link.kind.rawValue)
        field("ordinal", link.ordinal)
        range("range", link.range)
        field("rendered", link.rendered)
        field("sectionKey", link.sectionKey.description)
        field("text", link.text)
        closeObject()
    }

    private mutating func value(_ section: Section) {
        openObject()
        if let anchor = section.anchor { field("anchor", anchor) }
        array("inlines", section.inlines) { $0.value($1) }
        field("key", section.key.description)
        field("level", section.level)
        range("range", section.range)
        field("title", section.title)
        closeObject()
    }

    private mutating func value(_ block: TextBlock) {
        openObject()
        field("depth", block.depth)
        array("inlines", block.inlines) { $0.value($1) }
        field("kind", block.kind.rawValue)
        range("range", block.range)
        field("sectionKey", block.sectionKey.description)
        closeObject()
    }

    private mutating func value(_ inline: Inline) {
        openObject()
        array("children", inline.children) { $0.value($1) }
        if let destination = inline.destination { field("destination", destination) }
        field("kind", inline.kind.rawValue)
        field("literal", inline.literal)
        if let position = inline.range { range("range", position) }
        closeObject()
    }
}
