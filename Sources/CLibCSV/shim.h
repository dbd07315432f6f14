// libcsv ships no pkg-config file; its header lives in the default include path.
#include <csv.h>
