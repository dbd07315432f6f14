internal import GRDB

/// Queries shared by the store's reads and its transactions.
extension Database {
    /// The stored record for `key`, or nil.
    func storedRecord(_ key: SourceKey) throws -> StoredRecord? {
        let row = try cachedStatement(sql: "SELECT * FROM sourceRecord WHERE source = ? AND sourceId = ?")
        return try Row.fetchOne(row, arguments: [key.source, key.sourceId]).map(StoredRecord.init(row:))
    }

    /// Follows recorded merges from `id` to the canonical ID it ends at (`id` itself when never merged).
    func resolve(_ id: String) throws -> String {
        try StoredMerges.load(self).resolve(id)
    }

    /// The medical ID remembered for a patient, or nil.
    func medicalID(forPatient patientID: String) throws -> String? {
        try StoredMedicalIDs.load(self).medicalID(ofPatient: patientID)
    }
}

extension StoredRecord {
    /// Decodes a `sourceRecord` row.
    init(row: Row) throws {
        let kindText: String = row["kind"]
        guard let kind = RecordKind(rawValue: kindText) else {
            throw StateError.database("unknown record kind '\(kindText)' in sourceRecord")
        }
        self.init(
            key: SourceKey(source: row["source"], sourceId: row["sourceId"]), kind: kind,
            fingerprint: row["fingerprint"], canonicalID: row["canonicalId"], json: row["json"])
        isActive = row["isActive"]
        line = row["line"]
        findings = row["findings"]
        record = row["record"]
        firstSeenRun = row["firstSeenRun"]
        lastChangedRun = row["lastChangedRun"]
    }
}
