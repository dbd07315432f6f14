/// The one stylesheet of the staff pages, written into each page so that a page opened alone, mailed or
/// copied to a stick, still looks as it should. Tables of class `cards` become one card per row on a phone,
/// each cell labelled from its `data-label`; colours print as they show (`print-color-adjust: exact`).
public enum PageStyle {
    public static let css = """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1.5em auto;max-width:75em;padding:0 1em;color:#1d1d1d;background:#fff;overflow-wrap:anywhere}
        h1{font-size:1.5em;margin:.2em 0 .3em;line-height:1.2}h2{font-size:1.2em;margin:1.6em 0 .5em;border-bottom:1px solid #ccc;padding-bottom:.15em}
        h3{font-size:1em;margin:.3em 0}small,.muted{color:#595959;font-weight:normal}.lead{font-size:1.05em;max-width:50em}
        table{border-collapse:collapse;width:100%;margin:.5em 0 1em}caption{text-align:left;color:#595959;padding:.2em 0}
        th,td{text-align:left;padding:.3em .5em;border-bottom:1px solid #e2e2e2;vertical-align:top}th{background:#f2f2f2;font-weight:600;overflow-wrap:normal}select{max-width:calc(100vw - 3em)}
        .num{text-align:right;font-variant-numeric:tabular-nums}.value{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap}
        .normalized{display:block;color:#595959;font-size:.9em}.empty{color:#767676;font-style:italic}
        .sev{font-size:.8em;padding:.1em .45em;border-radius:3px;white-space:nowrap}
        .sev.error{background:#fbe3e4;color:#8a1f11}.sev.warning{background:#fff3cd;color:#6b4f00}.sev.note{background:#e8ecf0;color:#33404d}
        .bad{color:#b00020;font-weight:bold}.note{color:#595959}
        .barcell{width:35%}.bar{display:inline-block;height:.8em;border-radius:2px;min-width:2px}
        .bar.error{background:#d9534f}.bar.warning{background:#f0ad4e}.bar.note{background:#9aa5b1}
        .filters{margin:1em 0;padding:.5em;background:#f6f6f6;display:flex;flex-wrap:wrap;gap:.5em 1.5em}
        .card{border:1px solid #d6d6d6;border-radius:4px;padding:.5em 1em;margin:.8em 0}
        .card.review{border-left:5px solid #f0ad4e}.card.conflict{border-left:5px solid #d9534f}.card ul{margin:.3em 0;padding-left:1.3em}
        .vtl{display:inline-block;padding:.05em .5em;border-radius:3px;white-space:nowrap}
        .vtl1{background:#c62828;color:#fff}.vtl2{background:#e65100;color:#fff}.vtl3{background:#f2c318;color:#1d1d1d}
        .vtl4{background:#2e7d32;color:#fff}.vtl5{background:#1565c0;color:#fff}
        .legend{display:flex;flex-wrap:wrap;gap:.3em;align-items:center}.swatch{display:inline-block;width:1.6em;height:1.1em;border-radius:3px;background:#fff;vertical-align:middle}
        .grid{overflow-x:auto;margin:.5em 0 1em}.grid-head,.day{display:flex;gap:6px}.grid-head{font-weight:600;margin-left:50px}
        .grid-head div{flex:1;min-width:140px}.axis,.column{position:relative}.axis{width:44px;flex:none;color:#595959;font-size:12px}
        .axis span{position:absolute;right:4px;transform:translateY(-50%)}.column{flex:1;min-width:140px;background:#e4e4e4;border:1px solid #bbb}
        .shift{position:absolute;left:0;right:0;background:#fff}
        .break{position:absolute;left:0;right:0;background:repeating-linear-gradient(45deg,#ccc,#ccc 4px,#eee 4px,#eee 8px);color:#444;font-size:11px;padding-left:4px}
        .appt{position:absolute;left:3px;right:3px;border-radius:3px;padding:1px 4px;overflow:hidden;font-size:11px;line-height:1.25;border:1px solid rgba(0,0,0,.35)}
        .appt.fixed,.vtl.fixed,.swatch.fixed{outline:2px solid #000;outline-offset:-2px}
        @media (max-width:700px){
        body{margin:.8em auto;padding:0 .6em}.grid{display:none}
        table.cards thead{display:none}table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:auto}
        table.cards tr{border:1px solid #d6d6d6;border-radius:4px;margin:0 0 .6em;padding:.3em .2em}
        table.cards td{border:0;padding:.15em .5em}table.cards td.num{text-align:left}
        table.cards td[data-label]::before{content:attr(data-label) ": ";font-weight:600;color:#444}
        .barcell{width:auto}
        }
        @media print{
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        body{margin:0;max-width:none;font-size:11pt}.filters{display:none}.card,.group tr,.agenda tr{break-inside:avoid}
        .grid{overflow:visible}.grid-head div,.column{min-width:0}h2{break-after:avoid}
        }
        """
}

extension PageStyle {
    /// A staff page's start, to the open `<body>`: language, phone viewport, title (escaped HTML) and the stylesheet,
    /// followed by `pageCSS`, the rules of this page alone.
    public static func head(title: String, language: ReportLanguage, pageCSS: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(css)\(pageCSS.isEmpty ? "" : "\n" + pageCSS)
        </style>
        </head>
        <body>

        """
    }
}
