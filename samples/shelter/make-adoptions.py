#!/usr/bin/env python3
"""Writes adoptions.xlsx, the workbook in which the shelter's front desk keeps its adoptions (see
samples/README.md): one row per adoption, dates as Excel dates, chips as numbers. All people are made up.
Needs openpyxl (pip install openpyxl==3.1.5)."""
import datetime

import openpyxl

HEADER = ["Adoption No", "Adopter No", "Adopter", "Email", "Phone", "Adopted On",
          "Animal ID", "Animal", "Species", "Breed", "Sex", "Born", "Chip"]
D = datetime.date
ROWS = [
    ["AD-1", "P-1", "Grace Liu", "grace.liu@example.org", "(562) 555-0142", D(2025, 1, 14),
     "A0901", "Juniper", "Cat", "Siamese", "Female Spayed", D(2022, 5, 1), 985112003456001],
    ["AD-2", "P-2", "Marcus Bell", "marcus.bell@example.org", "562-555-0199", D(2025, 2, 3),
     "A0902", "Tank", "Dog", "Pit Bull Terrier Mix", "Male Neutered", None, None],
    ["AD-3", "P-1", "Grace Liu", "grace.liu@example.org", "(562) 555-0177", D(2025, 3, 20),
     "A0903", "Pickles", "Guinea Pig", "Abyssinian", "Male", D(2024, 11, 2), None],
    ["AD-4", "P-3", "Ortiz Family Farm", "ortiz.farm@example.org", "562 555 0123", D(2025, 4, 11),
     "A0904", "Henrietta", "Chicken", None, "Female", None, None],
    ["AD-5", "P-4", "Sam Okoro", "sam.okoro@example.org", "(562) 555-0108", D(2025, 5, 5),
     "A0905", "Bandit", "Dog", "Beagle", "Male Neutered", D(2031, 5, 5), 985112003456005],
]


def main():
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Adoptions"
    sheet.append(HEADER)
    for row in ROWS:
        sheet.append(row)
    for column in ("F", "L"):
        for cell in sheet[column][1:]:
            cell.number_format = "mm/dd/yyyy"
    sheet["M2"].number_format = "0"
    sheet["M6"].number_format = "0"
    book.properties.created = datetime.datetime(2025, 6, 1)
    book.properties.modified = datetime.datetime(2025, 6, 1)
    book.save("adoptions.xlsx")


if __name__ == "__main__":
    main()
