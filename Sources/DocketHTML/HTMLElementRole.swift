/// What an element means to the reader.
enum HTMLElementRole: Equatable {
    /// Not shown or not the page's content: scripts, styles, the head, navigation, form controls,
    /// and anything marked hidden (see ``isHidden(_:)``).
    case dropped
    /// A block: ends the line before it and after it (paragraphs, headings, list items, divisions…).
    case block
    /// `<br>`: a line break.
    case lineBreak
    /// `<pre>`: its text as written, a line per line.
    case preformatted
    case table
    /// `<dl>`: a line per term with its definitions as cells.
    case definitionList
    /// Anything else: its text flows into the current line (links, emphasis, spans…).
    case inline

    private static let droppedElements: Set<String> = [
        "head", "script", "style", "noscript", "template", "nav", "svg", "math", "iframe", "object",
        "embed", "canvas", "select", "datalist", "button", "input", "textarea", "audio", "video",
        "map", "dialog",
    ]
    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "caption", "center", "details", "dir",
        "div", "dd", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "main", "menu", "ol", "p",
        "section", "summary", "ul", "tbody", "thead", "tfoot", "tr", "td", "th",
    ]
    /// Classes LMS and site themes give text meant only for screen readers ("Click to expand"),
    /// which repeats or describes what the page shows.
    private static let screenReaderClasses: Set<String> = [
        "screenreader-only", "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text",
    ]

    init(_ element: HTMLNode) {
        let name = element.name
        if Self.droppedElements.contains(name) || Self.isHidden(element) {
            self = .dropped
        } else if name == "br" {
            self = .lineBreak
        } else if name == "pre" || name == "listing" || name == "xmp" || name == "plaintext" {
            self = .preformatted
        } else if name == "table" {
            self = .table
        } else if name == "dl" {
            self = .definitionList
        } else if Self.blocks.contains(name) {
            self = .block
        } else {
            self = .inline
        }
    }

    /// Hidden from every reader: the `hidden` attribute, `aria-hidden="true"`, an inline style of
    /// `display: none` or `visibility: hidden`, a navigation landmark, a screen-reader-only class.
    static func isHidden(_ element: HTMLNode) -> Bool {
        if element.attribute("hidden") != nil { return true }
        if element.attribute("aria-hidden")?.lowercased() == "true" { return true }
        if element.attribute("role")?.lowercased() == "navigation" { return true }
        if let style = element.attribute("style")?.lowercased().filter({ !$0.isWhitespace }),
           style.contains("display:none") || style.contains("visibility:hidden") {
            return true
        }
        if let classes = element.attribute("class")?.lowercased().split(separator: " "),
           classes.contains(where: { screenReaderClasses.contains(String($0)) }) {
            return true
        }
        return false
    }
}
