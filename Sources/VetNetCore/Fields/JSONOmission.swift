/// When a field's member is left out of its record's JSON object (`FieldEntry.omitted`).
public enum JSONOmission: Sendable, Hashable {
    /// Always written: the schema lists the member as required.
    case never
    /// Left out when the field has no value (nil, or a date that is not one).
    case whenAbsent
    /// Left out when the list has no items.
    case whenEmpty
    /// Left out when false: a flag that only says something when set.
    case whenFalse
}
