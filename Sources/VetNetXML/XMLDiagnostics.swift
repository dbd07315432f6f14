import VetNetCore

/// The findings the XML reader emits or throws. Codes are API; the wording may change.
extension Diagnostic {
    /// `read.empty-file` (warning): a 0-byte file has no records, which is allowed but probably not intended.
    static func emptyXMLFile(file: String) -> Diagnostic {
        .warning("read.empty-file", "The file is empty; it has no records.", at: SourceLocation(file: file))
    }

    /// `read.xml-entity-refused` (thrown): the DTD declares an entity, the vehicle of XXE and entity bombs.
    static func xmlEntityRefused(file: String, line: Int) -> Diagnostic {
        .error(
            "read.xml-entity-refused",
            "The document declares entities (line \(line)). External entities and entity expansion are disabled "
                + "for safety; export the file without a DOCTYPE.",
            at: SourceLocation(file: file, line: line))
    }

    /// `read.malformed-xml` (thrown): the document is not well-formed, or its bytes do not match its encoding.
    /// `detail` is the first line of libxml2's message; it names tags, not values.
    static func malformedXML(file: String, line: Int?, column: Int?, detail: String) -> Diagnostic {
        let place = line.map { " at line \($0)" } ?? ""
        var diagnostic = Diagnostic.error(
            "read.malformed-xml",
            "The file is not well-formed XML\(place); records after this point were not read.",
            at: SourceLocation(file: file, line: line, column: column))
        if !detail.isEmpty { diagnostic.notes = ["XML parser: \(detail)"] }
        return diagnostic
    }

    /// `read.xml-namespace-error` (warning): a namespace prefix is undeclared or misused. Fields are matched on
    /// local names, so the records are still read.
    static func xmlNamespaceError(file: String, line: Int?, detail: String) -> Diagnostic {
        var diagnostic = Diagnostic.warning(
            "read.xml-namespace-error",
            "The document misuses XML namespaces; elements are matched by local name, so reading goes on. "
                + "Only the first such problem is reported.",
            at: SourceLocation(file: file, line: line))
        if !detail.isEmpty { diagnostic.notes = ["XML parser: \(detail)"] }
        return diagnostic
    }

    /// `read.xml-unknown-encoding` (thrown): the encoding override names no encoding libxml2 can convert.
    static func xmlUnknownEncoding(_ name: String, file: String) -> Diagnostic {
        .error(
            "read.xml-unknown-encoding",
            "The encoding \"\(name)\" is not known; use a name such as UTF-8, ISO-8859-1 or windows-1252.",
            at: SourceLocation(file: file), value: name)
    }

    /// `read.xml-unsupported-path` (thrown): a record or field path the streaming reader cannot follow.
    static func xmlUnsupportedPath(_ path: String, isRecordPath: Bool, file: String) -> Diagnostic {
        let message =
            isRecordPath
            ? "The XML record path \"\(path)\" is not supported; give element names separated by \"/\" from the "
                + "document root (Export/Clients/Client), or one element name to match at any depth (Client)."
            : "The XML field path \"\(path)\" is not supported; use Name, Address/City, @id, Owner/@ref, ., "
                + "or a path from an enclosing element such as ../@id, ../../PatientID or ../Owner/@ref (not the "
                + "enclosing element's own text)."
        return .error("read.xml-unsupported-path", message, at: SourceLocation(file: file, field: path), value: path)
    }

    /// `read.xml-ancestor-after-record` (warning): an enclosing element got a value a field path reads (such as
    /// `../../PatientID`) only after records nested in it had started, so those records lack it. Emitted once per
    /// file, naming the first record that missed a value.
    static func xmlAncestorAfterRecord(path: String, file: String, line: Int, recordIndex: Int) -> Diagnostic {
        .warning(
            "read.xml-ancestor-after-record",
            "The field path \"\(path)\" reads an element of an enclosing element that comes after the records "
                + "nested in it (first at line \(line)). The file is streamed, so those records have no value "
                + "there. Put the element before the nested records, or make it an attribute of the enclosing "
                + "element. Only the first such case is reported.",
            at: SourceLocation(file: file, line: line, recordIndex: recordIndex, field: path))
    }
}
