#!/usr/bin/env python3
"""Writes the workbook and archive fixtures of VetNetXLSXTests (run once; the outputs are committed).

Workbooks are written from XML text with zipfile, so each boundary case is exactly as stated; one workbook is
written by openpyxl (3.1.5) as a real writer's output. All values are made up.
"""
import datetime
import struct
import zipfile

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG = "http://schemas.openxmlformats.org/package/2006/relationships"
TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def workbook(path, sheets, shared=None, styles=None, date1904=False, extra_links=()):
    """sheets: [(name, kind, member, xml)]; shared: <sst> body; styles: <styleSheet> body."""
    links = []
    entries = []
    for index, (name, kind, member, xml) in enumerate(sheets, 1):
        links.append((f"rId{index}", kind, member))
        entries.append(f'<sheet name="{name}" sheetId="{index}" r:id="rId{index}"/>')
    links += list(extra_links)
    if styles is not None:
        links.append(("rIdS", "styles", "styles.xml"))
    if shared is not None:
        links.append(("rIdT", "sharedStrings", "sharedStrings.xml"))
    pr = '<workbookPr date1904="1"/>' if date1904 else "<workbookPr/>"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
        z.writestr("_rels/.rels", f'<?xml version="1.0"?><Relationships xmlns="{PKG}"><Relationship Id="rId1" Type="{TYPE}officeDocument" Target="xl/workbook.xml"/></Relationships>')
        z.writestr("xl/workbook.xml", f'<?xml version="1.0"?><workbook xmlns="{MAIN}" xmlns:r="{REL}">{pr}<sheets>{"".join(entries)}</sheets></workbook>')
        rels = "".join(f'<Relationship Id="{i}" Type="{TYPE}{k}" Target="{t}"/>' for i, k, t in links)
        z.writestr("xl/_rels/workbook.xml.rels", f'<?xml version="1.0"?><Relationships xmlns="{PKG}">{rels}</Relationships>')
        for _, _, member, xml in sheets:
            if xml is not None:
                z.writestr("xl/" + member.lstrip("/").removeprefix("xl/"), xml)
        if styles is not None:
            z.writestr("xl/styles.xml", f'<?xml version="1.0"?><styleSheet xmlns="{MAIN}">{styles}</styleSheet>')
        if shared is not None:
            z.writestr("xl/sharedStrings.xml", f'<?xml version="1.0"?><sst xmlns="{MAIN}">{shared}</sst>')


def sheet(rows):
    return f'<?xml version="1.0"?><worksheet xmlns="{MAIN}"><sheetData>{rows}</sheetData></worksheet>'


STYLES = (
    '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/>'
    '<numFmt numFmtId="165" formatCode="[$-409]dd/mm/yyyy;@"/>'
    '<numFmt numFmtId="166" formatCode="#,##0.00&quot; kg (dry)&quot;"/></numFmts>'
    '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>'
    '<cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="22"/><xf numFmtId="164"/>'
    '<xf numFmtId="165"/><xf numFmtId="20"/><xf numFmtId="166"/></cellXfs>'
)

SHARED = (
    "<si><t>ID</t></si>"                                                   # 0
    "<si><t>Name</t></si>"                                                 # 1
    "<si><t>Notes</t></si>"                                                # 2
    "<si><t>Bella</t></si>"                                                # 3
    '<si><r><rPr><b/></rPr><t xml:space="preserve">Good </t></r><r><t>dog</t></r>'
    "<rPh sb=\"0\" eb=\"1\"><t>PHONETIC</t></rPh></si>"                    # 4 rich text
    "<si><t>A_x000D_B &amp; C</t></si>"                                    # 5 escaped CR, entity
    "<si><t>Luna</t></si>"                                                 # 6
)

OWNERS = sheet(
    # Header: shared, shared, inline, shared, inline x3.
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Born</t></is></c>'
    '<c r="D1" t="s"><v>2</v></c><c r="E1" t="inlineStr"><is><t>Weight</t></is></c>'
    '<c r="F1" t="inlineStr"><is><t>Active</t></is></c><c r="G1" t="inlineStr"><is><t>Visit</t></is></c></row>'
    # 1900 system: 59 is 1900-02-28; 45000.75 is 2023-03-15 18:00.
    '<row r="2"><c r="A2"><v>101</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" s="1"><v>59</v></c>'
    '<c r="D2" t="s"><v>4</v></c><c r="E2" s="6"><v>12.5</v></c><c r="F2" t="b"><v>1</v></c>'
    '<c r="G2" s="2"><v>45000.75</v></c></row>'
    # 60 is Excel's 29 February 1900; Excel's 17 digits of 0.1; an error value.
    '<row r="3"><c r="A3"><v>102</v></c><c r="B3" t="inlineStr"><is><r><t>Ma</t></r><r><t>x</t></r></is></c>'
    '<c r="C3" s="1"><v>60</v></c><c r="D3" t="s"><v>5</v></c><c r="E3"><v>0.10000000000000001</v></c>'
    '<c r="F3" t="b"><v>0</v></c><c r="G3" t="e"><v>#N/A</v></c></row>'
    # Row 4 is skipped; cells D, E and F are missing; 45000.5 under a custom date-time format.
    '<row r="5"><c r="A5"><v>103</v></c><c r="B5" t="s"><v>6</v></c><c r="C5" s="1"><v>61</v></c>'
    '<c r="G5" s="3"><v>45000.5</v></c></row>'
    # Neither the row nor its cells have references; a formula's cached string; trailing empty styled cells.
    '<row><c><v>104</v></c><c t="str"><f>UPPER("rex")</f><v>REX</v></c><c s="4"><v>44927</v></c>'
    '<c s="1"/><c s="1"/></row>'
    # A row of empty cells only is no record.
    '<row r="7"><c r="A7" s="1"/><c r="B7" s="1"/></row>'
    # A shared string that does not exist; a time of day; a value in a column with no header.
    '<row r="8"><c r="A8"><v>105</v></c><c r="B8" t="s"><v>99</v></c><c r="C8" s="5"><v>0.5</v></c>'
    '<c r="H8" t="inlineStr"><is><t>stray</t></is></c></row>'
)

VETS = sheet('<row r="3"><c r="A3" t="inlineStr"><is><t>Vet</t></is></c></row>'
             '<row r="4"><c r="A4" t="inlineStr"><is><t>Dr Okafor</t></is></c></row>')

TITLED = sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>Intakes by month, 2024</t></is></c></row>'
               '<row r="3"><c r="A3" t="inlineStr"><is><t>Month</t></is></c><c r="B3" t="inlineStr"><is><t>Dogs</t></is></c></row>'
               '<row r="4"><c r="A4" t="inlineStr"><is><t>January</t></is></c><c r="B4"><v>41</v></c></row>'
               '<row r="5"><c r="A5" t="inlineStr"><is><t>February</t></is></c><c r="B5"><v>37</v></c></row>')


def main():
    workbook(
        "handmade.xlsx",
        [("Owners", "worksheet", "worksheets/sheet1.xml", OWNERS),
         ("Vets &amp; Staff", "worksheet", "/xl/worksheets/sheet2.xml", VETS),
         ("Chart", "chartsheet", "chartsheets/sheet1.xml", None)],
        shared=SHARED, styles=STYLES)

    workbook(
        "date1904.xlsx",
        [("Dates", "worksheet", "worksheets/sheet1.xml", sheet(
            '<row r="1"><c r="A1" t="inlineStr"><is><t>Born</t></is></c></row>'
            '<row r="2"><c r="A2" s="1"><v>0</v></c></row>'
            '<row r="3"><c r="A3" s="1"><v>1</v></c></row>'
            '<row r="4"><c r="A4" s="1"><v>43538.25</v></c></row>'))],
        styles='<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>', date1904=True)

    # A report's sheet: a title line above the table (the header is row 3; `headerRow: 3` says so).
    workbook("titled.xlsx", [("Report", "worksheet", "worksheets/sheet1.xml", TITLED)])

    workbook("empty-sheet.xlsx", [("Empty", "worksheet", "worksheets/sheet1.xml", sheet('<row r="1"><c r="A1" s="0"/></row>'))])

    workbook("broken-sheet.xlsx", [("Broken", "worksheet", "worksheets/sheet1.xml",
        sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>ID</t></is></c></row>'
              '<row r="2"><c r="A2"><v>1</v></c></row>'
              '<row r="3"><c r="A3"><v>2</v></c></row>').replace("</sheetData>", "<row r=\"4\"><c></row></sheetData>"))])

    # A workbook as a real writer makes it (openpyxl): dates and date-times, numbers, booleans, text.
    import openpyxl
    book = openpyxl.Workbook()
    owners = book.active
    owners.title = "Owners"
    owners.append(["ID", "First", "Last", "Email", "Since", "Updated", "Visits", "Active"])
    owners.append(["C-1", "Ada", "Moss", "ada.moss@example.org", datetime.date(2019, 4, 2), datetime.datetime(2024, 1, 31, 9, 15, 0), 3, True])
    owners.append(["C-2", "Ben", "Hart", "ben.hart@example.org", datetime.date(2021, 12, 24), datetime.datetime(2024, 2, 1, 0, 0, 0), 0, False])
    pets = book.create_sheet("Pets")
    pets.append(["PetID", "OwnerID", "Name", "Species", "Breed", "Born", "Weight kg"])
    pets.append(["P-1", "C-1", "Pip", "Dog", "Beagle", datetime.date(2018, 6, 1), 11.2])
    pets.append(["P-2", "C-2", "Miso", "Cat", "Siamese", datetime.date(2020, 2, 29), 4])
    book.save("openpyxl.xlsx")

    with zipfile.ZipFile("exports.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("clients.csv", "ID,Last\n1,Moss\n2,Hart\n")
        z.writestr("nested/patients.xml", '<?xml version="1.0"?><Export><Owner ID="7"><Last>Reed</Last></Owner></Export>')
        z.write("openpyxl.xlsx", "book.xlsx")
        z.writestr("stored.csv", "ID,Last\n3,Stone\n", compress_type=zipfile.ZIP_STORED)
        z.writestr("docs/", "")

    # 20 MiB of zeros packed a thousand times smaller: past the size where the ratio is checked.
    with zipfile.ZipFile("bomb.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("clients.csv", b"\0" * (20 << 20))

    # A member that claims 16 bytes and unpacks to 64 KiB.
    with zipfile.ZipFile("liar.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("clients.csv", b"ID,Last\n" + b"9,Liar\n" * 9362)
    patch_member("liar.zip", "clients.csv", size=16)

    # Marked encrypted (traditional ZIP encryption flag) in both headers.
    with zipfile.ZipFile("encrypted.zip", "w", zipfile.ZIP_STORED) as z:
        z.writestr("clients.csv", "ID,Last\n1,Moss\n")
    patch_member("encrypted.zip", "clients.csv", flags=0x0001)

    # Names that climb out, start at the root, or repeat.
    with zipfile.ZipFile("tricky-names.zip", "w") as z:
        z.writestr("clients.csv", "ID,Last\n1,Plain\n")
        z.writestr("x/../../clients.csv", "ID,Last\n1,Climbed\n")
        z.writestr("/abs/clients.csv", "ID,Last\n1,Rooted\n")
        z.writestr("c:clients.csv", "ID,Last\n1,Drive\n")
    with zipfile.ZipFile("duplicate-names.zip", "w") as z:
        z.writestr("clients.csv", "ID,Last\n1,First\n")
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            z.writestr("clients.csv", "ID,Last\n1,Second\n")

    zip64()

    with open("exports.zip", "rb") as f:
        data = f.read()
    with open("truncated.zip", "wb") as f:
        f.write(data[: len(data) // 2])


def zip64():
    """An archive in ZIP64 form throughout (sizes and offsets in ZIP64 extra fields, a ZIP64 end record), as
    writers make it for members over 4 GiB: the limits are lowered so that a small member gets the same layout."""
    limit, count = zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT
    zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = 8, 1
    try:
        with zipfile.ZipFile("zip64.zip", "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("first.csv", "ID,Last\n1,Moss\n")
            z.writestr("clients.csv", "ID,Last\n1,Moss\n2,Hart\n")
    finally:
        zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = limit, count


def patch_member(path, name, size=None, flags=None):
    """Rewrites a member's declared uncompressed size or flags in its local and central headers."""
    data = bytearray(open(path, "rb").read())
    encoded = name.encode()
    for signature, flag_at, size_at, name_at in ((b"PK\x03\x04", 6, 22, 30), (b"PK\x01\x02", 8, 24, 46)):
        start = 0
        while (start := data.find(signature, start)) >= 0:
            length = struct.unpack_from("<H", data, start + (26 if signature == b"PK\x03\x04" else 28))[0]
            if data[start + name_at: start + name_at + length] == encoded:
                if size is not None:
                    struct.pack_into("<I", data, start + size_at, size)
                if flags is not None:
                    struct.pack_into("<H", data, start + flag_at, struct.unpack_from("<H", data, start + flag_at)[0] | flags)
            start += 4
    open(path, "wb").write(bytes(data))


if __name__ == "__main__":
    main()
