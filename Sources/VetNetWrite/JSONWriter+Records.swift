public import VetNetCore

/// Owners and patients written from their values, members in sorted key order (`FieldTable.jsonMembers`): the
/// switches below say which property each field is, the table says the rest.
extension JSONWriter {
    /// An owner, with `members` supplied for it at their places.
    public mutating func write<Members: WriteTimeMembers<OwnerField>>(
        _ owner: Owner, supplying members: Members = NoWriteTimeMembers()
    ) {
        beginObject()
        let order = JSONMemberOrder.with(Members.self)
        for step in order.steps {
            switch step {
            case .supplied(let index): members.writeMember(index, key: order.suppliedKeys[index], to: &self)
            case .field(let field):
                switch field {
                case .id: member(field, owner.id)
                case .firstName: member(field, owner.firstName)
                case .lastName: member(field, owner.lastName)
                case .organization: member(field, owner.organization)
                case .email: member(field, owner.email)
                case .phones: member(field, strings: owner.phones)
                case .address: member(field, address: owner.address)
                case .emergencyContact: member(field, contact: owner.emergencyContact)
                case .preferredCommunication: member(field, owner.preferredCommunication)
                case .isActive: member(field, owner.isActive)
                case .createdAt: member(field, owner.createdAt)
                case .updatedAt: member(field, owner.updatedAt)
                case .sources: member(field, sources: owner.sources)
                case .alternateEmails: member(field, strings: owner.alternateEmails)
                case .alternateAddresses: member(field, addresses: owner.alternateAddresses)
                }
            }
        }
        endObject()
    }

    /// A patient, with `members` supplied for it at their places.
    public mutating func write<Members: WriteTimeMembers<PatientField>>(
        _ patient: Patient, supplying members: Members = NoWriteTimeMembers()
    ) {
        beginObject()
        let order = JSONMemberOrder.with(Members.self)
        for step in order.steps {
            switch step {
            case .supplied(let index): members.writeMember(index, key: order.suppliedKeys[index], to: &self)
            case .field(let field):
                switch field {
                case .id: member(field, patient.id)
                case .medicalId: member(field, patient.medicalId)
                case .name: member(field, patient.name)
                case .species: member(field, patient.species)
                case .breed: member(field, patient.breed)
                case .breedOriginal: member(field, patient.breedOriginal)
                case .sex: member(field, case: patient.sex)
                case .reproductiveStatus: member(field, case: patient.reproductiveStatus)
                case .birthDate: member(field, date: patient.birthDate)
                case .birthDateEstimated: member(field, patient.birthDateEstimated)
                case .weightKg: member(field, patient.weightKg)
                case .microchip: member(field, patient.microchip)
                case .notes: member(field, patient.notes)
                case .ownerId: member(field, patient.ownerId)
                case .isActive: member(field, patient.isActive)
                case .createdAt: member(field, patient.createdAt)
                case .updatedAt: member(field, patient.updatedAt)
                case .sources: member(field, sources: patient.sources)
                case .alternateNames: member(field, strings: patient.alternateNames)
                case .alternateMicrochips: member(field, strings: patient.alternateMicrochips)
                case .color: member(field, patient.color)
                case .speciesOriginal: member(field, patient.speciesOriginal)
                case .age: member(field, age: patient.age)
                }
            }
        }
        endObject()
    }
}
