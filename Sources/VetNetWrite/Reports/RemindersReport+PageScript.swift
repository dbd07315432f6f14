/// The reminders page's own style rules, after the shared stylesheet, and its script: a ticked reminder is kept as
/// sent in the browser's local storage (nothing leaves the computer) and can be hidden.
extension RemindersReport {
    static let css = """
        table.reminders{table-layout:fixed}th.tick{width:6em}th.due{width:9.6em}th.vaccine{width:16%}th.given{width:7em}
        th.animal{width:14%}th.owner{width:13%}th.tick,td.tick{text-align:center}
        .tick input{width:1.3em;height:1.3em;margin:.1em 0;vertical-align:middle}
        .date{white-space:nowrap}td.due .date{display:block}td.due .sev{display:inline-block;white-space:normal;margin-top:.15em}
        .reach{list-style:none;margin:0;padding:0}.reach li{margin:0 0 .2em}.reach li.preferred{font-weight:600}
        .reach .way{display:inline-block;min-width:3.4em;color:#595959;font-weight:normal}
        .reach .pref{font-size:.8em;font-weight:normal;background:#e3f1e3;color:#1e5b20;padding:.05em .4em;border-radius:3px;white-space:nowrap}
        .unmet{display:block}.detail{display:block;color:#595959;font-size:.85em}.filters input{width:1.1em;height:1.1em;vertical-align:middle}
        tr.sent td{background:#eef5ee;color:#595959}tr.sent td.due .sev{opacity:.6}
        @media (max-width:700px){
        td.tick{float:right;text-align:left;padding:.15em .5em}.tick input{width:1.6em;height:1.6em}
        td.due .date{display:inline}.reach{display:inline-block;vertical-align:top}
        }
        @media print{
        a{color:inherit;text-decoration:none}table.reminders{font-size:9.5pt}table.reminders tr{break-inside:avoid}
        table.reminders th,table.reminders td{padding:.3em .3em}th.tick{width:5.5em}th.due,th.given{width:6.4em}
        th.vaccine{width:17%}th.animal{width:13%}th.owner{width:12%}
        }
        """

    static let script = """
        (function(){var store=null;try{store=window.localStorage;}catch(e){}
        var rows=document.querySelectorAll('tr[data-key]'),hide=document.getElementById('hide-sent');
        function apply(){rows.forEach(function(row){var box=row.querySelector('.tick input');
        row.classList.toggle('sent',box.checked);row.style.display=hide&&hide.checked&&box.checked?'none':'';});}
        rows.forEach(function(row){var box=row.querySelector('.tick input'),key='vetnet.reminder-sent.'+row.dataset.key;
        try{box.checked=!!store&&store.getItem(key)==='1';}catch(e){}
        box.onchange=function(){try{if(box.checked){store.setItem(key,'1');}else{store.removeItem(key);}}catch(e){}apply();};});
        if(hide){hide.onchange=apply;}apply();})();
        """
}
