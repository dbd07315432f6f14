import VetNetCore

/// Goes through a record's JSON members in `JSONMemberOrder`, each written by name: in debug builds each is checked
/// against the order, and the members supplied at write time are written at their places on the way.
struct MemberWalk<Members: WriteTimeMembers> {
    let order: JSONMemberOrder<Members.Field>
    let members: Members
    /// Whether any member is supplied: without, reaching a member costs only the test of this.
    let supplies: Bool
    var step = 0

    init(_ order: JSONMemberOrder<Members.Field>, _ members: Members) {
        self.order = order
        self.members = members
        supplies = !Members.isEmpty && !order.suppliedKeys.isEmpty
    }
}

extension JSONWriter {
    /// Goes to `field` in `walk`, after the members supplied before it; its entry.
    @inline(__always) mutating func reach<Members>(_ field: Members.Field, _ walk: inout MemberWalk<Members>)
        -> FieldEntry
    {
        if walk.supplies { writeSupplied(&walk) }
        assert(
            walk.step < walk.order.steps.count && walk.order.steps[walk.step] == .field(field),
            "a member written out of sorted key order")
        walk.step += 1
        return field.entry
    }

    /// Writes the members supplied at the walk's place.
    private mutating func writeSupplied<Members>(_ walk: inout MemberWalk<Members>) {
        while walk.step < walk.order.steps.count, case .supplied(let index) = walk.order.steps[walk.step] {
            walk.members.writeMember(index, key: walk.order.suppliedKeys[index], to: &self)
            walk.step += 1
        }
    }

    /// Writes the members supplied after the last field.
    mutating func finish<Members>(_ walk: inout MemberWalk<Members>) {
        if walk.supplies { writeSupplied(&walk) }
        assert(walk.step == walk.order.steps.count, "a member left out of sorted key order")
    }
}
