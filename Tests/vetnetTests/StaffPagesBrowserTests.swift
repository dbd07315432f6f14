import Foundation
import Synchronization
import Testing
import VetNetTestSupport

/// The sample staff pages rendered by headless Chromium at a phone's width (390), a desk's (1280) and as printed
/// on A4: nothing wider than the window, colours that print, and people named rather than given internal IDs; and
/// the reminders page's boxes tick a reminder as sent, keep it, and hide it.
@Suite(
    "Staff pages in a browser", .enabled(if: TestTier.runsSlowTests, Comment(rawValue: TestTier.slowReason)),
    .enabled(if: Chromium.installed != nil, "chromium is not installed (scripts/setup --with-test-tools installs it)"))
struct StaffPagesBrowserTests {
    static let pages = [
        "us-clinic/reports/validation.html", "us-clinic/reports/duplicates.html", "us-clinic/schedule/2026-11-21.html",
        "legacy-clinic/reports/validation.html", Self.reminders,
    ]
    static let reminders = "clinic-history/reports/reminders.html"
    private static let made = Mutex<TemporaryDirectory?>(nil)
    /// A4's width less Chromium's default print margins, in CSS pixels.
    static let printWidth = 718

    /// The sample outputs, made once and removed when the test process exits (no test of the suite is the last).
    static let outputs: Result<URL, any Error> = Result {
        let directory = try TemporaryDirectory()
        made.withLock { $0 = directory }
        atexit { StaffPagesBrowserTests.made.withLock { $0?.remove() } }
        for pipeline in ["us-clinic", "legacy-clinic", "clinic-history"] {
            let run = try runVetnet(["run", "pipelines/\(pipeline).yml", "--out", directory.path + "/" + pipeline])
            guard run.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        return directory.url
    }

    @Test("no horizontal overflow at 390 and 1280 pixels", arguments: pages)
    func fitsTheWindow(_ page: String) throws {
        let chromium = try #require(Chromium.installed)
        for width in [390, 1280] {
            let facts = try Self.facts(chromium.dumpDOM(of: try Self.probe(page, width: width, print: false)))
            #expect(facts["innerWidth"] == width)
            #expect(facts["scrollWidth"] ?? .max <= width, "\(page) at \(width) px: \(facts)")
        }
    }

    @Test("printed: fits A4 and keeps its colours", arguments: pages)
    func prints(_ page: String) throws {
        let chromium = try #require(Chromium.installed)
        let facts = try Self.facts(chromium.dumpDOM(of: try Self.probe(page, width: Self.printWidth, print: true)))
        #expect(facts["scrollWidth"] ?? .max <= Self.printWidth, "\(page) printed: \(facts)")
        #expect(facts["coloured"] ?? 0 > 0, "\(page) has coloured marks")
        #expect(facts["faded"] == 0, "\(page): colours a printer would drop: \(facts)")
        let pdf = try Self.outputs.get().appendingPathComponent(page + ".pdf")
        try chromium.printToPDF(try Self.outputs.get().appendingPathComponent(page), to: pdf)
        #expect(try Data(contentsOf: pdf).starts(with: Array("%PDF".utf8)))
    }

    @Test("people, animals and vets are named, not given internal IDs")
    func namesNotIDs() throws {
        let chromium = try #require(Chromium.installed)
        func text(_ page: String) throws -> String {
            try Self.visibleText(chromium.dumpDOM(of: try Self.outputs.get().appendingPathComponent(page)))
        }
        for page in Self.pages.prefix(3) + [Self.reminders] {
            let text = try text(page)
            #expect(!text.contains("PAT-") && !text.contains("OWN-"), "\(page) shows internal IDs")
            #expect(
                !text.contains("no-specialist") && !text.contains("weighted delay"), "\(page) shows codes or jargon")
        }
        let schedule = try text(Self.pages[2])
        for name in ["Dr. Grace Okafor", "Bella (dog)", "Vaccines due", "Jose Ramirez"] {
            #expect(schedule.contains(name), "\(name)")
        }
        #expect(!schedule.contains("V-OKAFOR"))
        let duplicates = try text(Self.pages[1])
        for name in ["Hannah Mueller", "same street", "surname only", "Charlie (dog)"] {
            #expect(duplicates.contains(name), "\(name)")
        }
        let reminders = try text(Self.reminders)
        let shown = ["Whiskers (cat)", "Maria Lopez", "Rex (dog)", "Daniel Okafor", "+12175550142", "5 weeks overdue"]
        for name in shown { #expect(reminders.contains(name), "\(name)") }
    }

    @Test("reminders.html: a ticked reminder is marked sent, can be hidden, and is still ticked when the page reopens")
    func ticksReminders() throws {
        let chromium = try #require(Chromium.installed)
        let page = try Self.outputs.get().appendingPathComponent(Self.reminders)
        let probe = page.deletingLastPathComponent().appendingPathComponent("reminders.tick.probe.html")
        try """
        <!DOCTYPE html><html><body>
        <iframe id="page" src="\(page.lastPathComponent)" style="width:1280px;height:900px;border:0"></iframe>
        <pre id="layout-facts"></pre>
        <script>let facts = null; document.getElementById('page').onload = function () {
        const doc = this.contentDocument, rows = () => Array.from(doc.querySelectorAll('tr[data-key]'));
        if (facts === null) {
          rows()[0].querySelector('.tick input').click();
          doc.getElementById('hide-sent').click();
          facts = 'rows=' + rows().length + ';sent=' + doc.querySelectorAll('tr.sent').length
            + ';shown=' + rows().filter(row => row.getClientRects().length > 0).length;
          this.contentWindow.location.reload();
        } else {
          document.getElementById('layout-facts').textContent = facts
            + ';kept=' + rows().filter(row => row.querySelector('.tick input').checked).length; } };</script>
        </body></html>
        """.write(to: probe, atomically: true, encoding: .utf8)
        let facts = try Self.facts(chromium.dumpDOM(of: probe, waitingMilliseconds: 5000))
        let rows = try #require(facts["rows"])
        #expect(rows > 1)
        #expect(facts["sent"] == 1 && facts["shown"] == rows - 1 && facts["kept"] == 1, "\(facts)")
    }

    /// A page that shows the sample page in a frame `width` pixels wide (a browser window is at least 500) and
    /// writes the layout facts into its own DOM: the framed document's width, the widest element when it is
    /// too wide, how many coloured marks it has, and how many of them would print without their colour.
    /// `print` applies the page's print rules first, as a printer would.
    static func probe(_ page: String, width: Int, print: Bool) throws -> URL {
        let original = try outputs.get().appendingPathComponent(page)
        let html = """
            <!DOCTYPE html><html><body style="margin:0">
            <iframe id="page" src="\(original.lastPathComponent)" style="width:\(width)px;height:1200px;border:0"></iframe>
            <pre id="layout-facts"></pre>
            <script>document.getElementById('page').onload = function () {
            const doc = this.contentDocument, root = doc.documentElement;
            if (\(print)) { for (const sheet of doc.styleSheets) { const rules = [];
              for (const rule of sheet.cssRules) if (rule.media && rule.media.mediaText.includes('print')) rules.push(...rule.cssRules);
              for (const rule of rules) sheet.insertRule(rule.cssText, sheet.cssRules.length); } }
            const marks = doc.querySelectorAll('.bar, .vtl, .appt, .sev, .card');
            let faded = 0;
            for (const mark of marks) { const style = getComputedStyle(mark);
              if ((style.printColorAdjust || style.webkitPrintColorAdjust) !== 'exact') faded++; }
            let widest = '';
            if (root.scrollWidth > \(width)) { for (const element of doc.body.querySelectorAll('*')) {
              const right = element.getBoundingClientRect().right;
              if (right > \(width) && element.children.length === 0) { widest = element.tagName + '.' + element.className + ':' + Math.round(right); break; } } }
            document.getElementById('layout-facts').textContent = 'scrollWidth=' + root.scrollWidth + ';innerWidth=' + this.contentWindow.innerWidth
              + ';coloured=' + marks.length + ';faded=' + (\(print) ? faded : 0) + ';widest=' + widest; };</script>
            </body></html>
            """
        let probe = original.deletingLastPathComponent().appendingPathComponent(
            original.deletingPathExtension().lastPathComponent + ".\(width)\(print ? ".print" : "").probe.html")
        try html.write(to: probe, atomically: true, encoding: .utf8)
        return probe
    }

    static func facts(_ dom: String) throws -> [String: Int] {
        let match = try #require(
            dom.firstMatch(of: /<pre id="layout-facts">([^<]*)<\/pre>/), "no facts in: \(dom.suffix(600))")
        var facts: [String: Int] = [:]
        for pair in match.output.1.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { facts[String(parts[0])] = Int(parts[1]) }
        }
        return facts
    }

    /// The DOM's text, without tags, style and script.
    static func visibleText(_ dom: String) -> String {
        dom.replacing(/<(style|script)[^>]*>[\s\S]*?<\/\1>/, with: "").replacing(/<[^>]+>/, with: " ")
    }
}
