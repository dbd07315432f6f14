/// The nightly state store (issue 5).
public enum StateStore {}
