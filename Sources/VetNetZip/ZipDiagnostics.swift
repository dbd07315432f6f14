import VetNetCore

/// The failures of reading a ZIP archive, all thrown. Codes are API; the wording may change.
extension Diagnostic {
    /// `read.zip-corrupt`: the archive's structure or a member's data is damaged.
    static func zipCorrupt(_ file: String, _ detail: String) -> Diagnostic {
        .error("read.zip-corrupt", "The ZIP archive is damaged: \(detail).", at: SourceLocation(file: file))
    }

    /// `read.zip-corrupt` for one member.
    static func zipMemberCorrupt(_ file: String, _ member: String, _ detail: String) -> Diagnostic {
        .error(
            "read.zip-corrupt", "The member \"\(member)\" of the ZIP archive is damaged: \(detail).",
            at: SourceLocation(file: file))
    }

    /// `read.zip-encrypted`: the member is password-protected; vetnet reads no passwords.
    static func zipEncrypted(_ file: String, _ member: String) -> Diagnostic {
        .error(
            "read.zip-encrypted",
            "The member \"\(member)\" of the ZIP archive is encrypted (password-protected); vetnet cannot read it. Export or pack it again without a password.",
            at: SourceLocation(file: file))
    }

    /// `read.zip-unsupported-method`: packed with a method other than stored or deflate.
    static func zipUnsupportedMethod(_ file: String, _ member: String, method: UInt16) -> Diagnostic {
        .error(
            "read.zip-unsupported-method",
            "The member \"\(member)\" of the ZIP archive is packed with method \(method); vetnet reads stored and deflated members only. Pack it again with the usual (deflate) compression.",
            at: SourceLocation(file: file))
    }

    /// `read.zip-too-large`: the member would unpack past `ZipLimits` (a ZIP bomb, or a lie about its size).
    static func zipTooLarge(_ file: String, _ member: String, _ detail: String) -> Diagnostic {
        .error(
            "read.zip-too-large",
            "The member \"\(member)\" of the ZIP archive was not unpacked: \(detail). An archive made to fill the disk (a ZIP bomb) looks like this; unpack a real export yourself and give its file.",
            at: SourceLocation(file: file))
    }

    /// `read.zip-duplicate-member`: two members share a name, so which one is meant cannot be told.
    static func zipDuplicateMember(_ file: String, _ member: String) -> Diagnostic {
        .error(
            "read.zip-duplicate-member",
            "The ZIP archive holds two members named \"\(member)\"; which one is meant cannot be told.",
            at: SourceLocation(file: file))
    }
}
