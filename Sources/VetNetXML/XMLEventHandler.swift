/// Receives the elements of a document from `XMLEventParser`, by their index in the parser's list of element
/// names (-1 for any other element), with the values of the parser's attribute names.
package protocol XMLEventHandler: AnyObject {
    /// An element starts. Returns whether its own text is wanted: it is then handed to `end`.
    func start(_ element: Int, _ attributes: XMLEventAttributes) -> Bool
    /// An element ends; `text` is its own text when `start` asked for it (entities decoded), else empty.
    func end(_ element: Int, text: [UInt8])
}

/// The values of the parser's attribute names on one start tag (matched by local name), as bytes.
package struct XMLEventAttributes {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>?] = []

    /// The value of the attribute at `index` of the parser's attribute names, nil when the tag has none.
    package func value(_ index: Int) -> ArraySlice<UInt8>? {
        ranges[index].map { bytes[$0] }
    }

    /// The value as text, nil when absent.
    package func string(_ index: Int) -> String? {
        value(index).map { String(decoding: $0, as: UTF8.self) }
    }
}
