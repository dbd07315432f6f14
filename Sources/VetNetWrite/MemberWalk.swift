import VetNetCore

/// Goes through a record's JSON members in `JSONMemberOrder`, each written by name: in debug builds each is checked
/// against the order, and the members supplied at write time are written at their places on the way.
struct MemberWalk<Members: WriteTimeMembers> {
    /// The order, kept when members are supplied (and in debug builds, to check the writer against it): a record
    /// written without any keeps nothing, where a copy of the order cost a reference count for each of its lists.
    let order: JSONMemberOrder<Members.Field>?
    let members: Members
    var step = 0

    init(_ order: JSONMemberOrder<Members.Field>, _ members: Members) {
        #if DEBUG
            self.order = order
        #else
            self.order = Members.isEmpty || order.suppliedKeys.isEmpty ? nil : order
        #endif
        self.members = members
    }
}

extension JSONWriter {
    /// Goes to `field` in `walk`, after the members supplied before it; its entry.
    @inline(__always) mutating func reach<Members>(_ field: Members.Field, _ walk: inout MemberWalk<Members>)
        -> FieldEntry
    {
        if let order = walk.order {
            writeSupplied(&walk, order)
            assert(
                walk.step < order.steps.count && order.steps[walk.step] == .field(field),
                "a member written out of sorted key order")
            walk.step += 1
        }
        return field.entry
    }

    /// Writes the members supplied at the walk's place.
    private mutating func writeSupplied<Members>(
        _ walk: inout MemberWalk<Members>, _ order: JSONMemberOrder<Members.Field>
    ) {
        while walk.step < order.steps.count, case .supplied(let index) = order.steps[walk.step] {
            walk.members.writeMember(index, key: order.suppliedKeys[index], to: &self)
            walk.step += 1
        }
    }

    /// Writes the members supplied after the last field.
    mutating func finish<Members>(_ walk: inout MemberWalk<Members>) {
        guard let order = walk.order else { return }
        writeSupplied(&walk, order)
        assert(walk.step == order.steps.count, "a member left out of sorted key order")
    }
}
