public import VetNetCore

/// A collector that drops everything: for passes whose findings are reported by another pass.
public struct DiscardingCollector: DiagnosticCollector {
    public init() {}
    public func emit(_ diagnostic: Diagnostic) {}
}
