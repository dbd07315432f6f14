/// The dedupe stage: owners, animals and microchips matched, clusters merged (issue 4).
public enum Deduplicator {}
