#!/usr/bin/env python3
"""Writes referrals.xlsx, the workbook of referred clients that PetChart 4's clinic kept beside it in Excel
(see samples/README.md). Written from XML text, so each cell is exactly as described; all people are made up."""
import datetime
import zipfile

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG = "http://schemas.openxmlformats.org/package/2006/relationships"
TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def serial(day):
    return (day - datetime.date(1899, 12, 30)).days


def inline(ref, text):
    return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'


NOTES = f'<worksheet xmlns="{MAIN}"><sheetData><row r="1">{inline("A1", "Kept by the front desk; one row per referral.")}</row></sheetData></worksheet>'
REFERRALS = (
    f'<worksheet xmlns="{MAIN}"><sheetData>'
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>'
    '<c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>'
    f'<row r="2">{inline("A2", "R-1")}{inline("B2", "Amara")}<c r="C2" t="s"><v>5</v></c>'
    f'{inline("D2", "amara.quist@example.org")}<c r="E2" s="1"><v>{serial(datetime.date(2025, 6, 2))}</v></c></row>'
    # Row 3 was deleted in Excel; row 4's email is a lookup that failed.
    f'<row r="4">{inline("A4", "R-2")}{inline("B4", "Jonas")}{inline("C4", "Veldt")}<c r="D4" t="e"><f>VLOOKUP(C4,Old!A:B,2,0)</f><v>#N/A</v></c>'
    f'<c r="E4" s="1"><v>{serial(datetime.date(2025, 7, 14))}</v></c></row>'
    # A shared string the workbook does not have (a damaged save).
    f'<row r="5">{inline("A5", "R-3")}{inline("B5", "Priya")}<c r="C5" t="s"><v>42</v></c>'
    f'{inline("D5", "priya.n@example.org")}</row>'
    # A note typed beside the table, in a column without a header.
    f'<row r="6">{inline("A6", "R-4")}{inline("B6", "Tomasz")}{inline("C6", "Wren")}{inline("D6", "tomasz.wren@example.org")}'
    f'<c r="E6" s="1"><v>{serial(datetime.date(2025, 9, 30))}</v></c>{inline("G6", "call back in spring")}</row>'
    '</sheetData></worksheet>'
)
SHARED = "".join(f"<si><t>{text}</t></si>" for text in ["Ref No", "First", "Last", "Email", "Referred", "Quist"])


def main():
    files = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
        "_rels/.rels": f'<?xml version="1.0"?><Relationships xmlns="{PKG}"><Relationship Id="rId1" Type="{TYPE}officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": f'<?xml version="1.0"?><workbook xmlns="{MAIN}" xmlns:r="{REL}"><sheets>'
        '<sheet name="Notes" sheetId="1" r:id="rId1"/><sheet name="Referrals" sheetId="2" r:id="rId2"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": f'<?xml version="1.0"?><Relationships xmlns="{PKG}">'
        f'<Relationship Id="rId1" Type="{TYPE}worksheet" Target="worksheets/sheet1.xml"/>'
        f'<Relationship Id="rId2" Type="{TYPE}worksheet" Target="worksheets/sheet2.xml"/>'
        f'<Relationship Id="rId3" Type="{TYPE}styles" Target="styles.xml"/>'
        f'<Relationship Id="rId4" Type="{TYPE}sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": NOTES,
        "xl/worksheets/sheet2.xml": REFERRALS,
        "xl/styles.xml": f'<?xml version="1.0"?><styleSheet xmlns="{MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/></numFmts>'
        '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
        "xl/sharedStrings.xml": f'<?xml version="1.0"?><sst xmlns="{MAIN}">{SHARED}</sst>',
    }
    with zipfile.ZipFile("referrals.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in files.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 2, 9, 0, 0)), text, compress_type=zipfile.ZIP_DEFLATED)


if __name__ == "__main__":
    main()
