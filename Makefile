# make samples   set up, build, and run every pipeline over samples/ into out/
# make test      set up and run the whole test suite
# make golden    re-record the golden files (then review the diff like code)
# make fuzz      fuzz the CSV and XML readers and the pipeline-file parser (FUZZ_SECONDS each, default 1200)
# make bench     run the benchmark on 1,000,000 generated patients (release build)
.PHONY: samples test golden bench fuzz clean

samples:
	scripts/run-samples

test:
	scripts/test

golden:
	VET_RECORD_GOLDEN=1 swift test --filter "SampleGoldenTests|SampleDayScheduleTests" || true
	git status --short Tests/

fuzz:
	scripts/fuzz $(or $(FUZZ_SECONDS),1200)

bench:
	swift run -c release vetnet-bench

clean:
	rm -rf .build out bench-data fuzz-findings
