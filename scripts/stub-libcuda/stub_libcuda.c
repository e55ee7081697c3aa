/*
 * tileas: a stand-in CUDA driver library (libcuda.so.1) for machines without a GPU.
 *
 * cuTile Python resolves the driver API through cuGetProcAddress_v2 and, to compile a
 * kernel, only needs cuInit and cuDriverGetVersion to succeed. This library answers
 * those two and hands out a function that fails with CUDA_ERROR_NOT_SUPPORTED (801)
 * for every other entry point, so compiling works and launching reports an error.
 *
 * Build: cc -shared -fPIC -o libcuda.so.1 stub_libcuda.c
 * (scripts/cutile-client-test.sh builds it into target/ and sets LD_LIBRARY_PATH.)
 */
#include <stddef.h>
#include <string.h>

typedef int stub_result; /* CUresult */

enum { STUB_SUCCESS = 0, STUB_INVALID_VALUE = 1, STUB_NOT_SUPPORTED = 801 };

/* The driver version reported: CUDA 13.1 (1000 * major + 10 * minor). */
#define STUB_DRIVER_VERSION 13010

static stub_result stub_init(unsigned int flags) {
  (void)flags;
  return STUB_SUCCESS;
}

static stub_result stub_driver_version(int *version) {
  if (version == NULL)
    return STUB_INVALID_VALUE;
  *version = STUB_DRIVER_VERSION;
  return STUB_SUCCESS;
}

static stub_result stub_unsupported(void) { return STUB_NOT_SUPPORTED; }

struct stub_entry {
  const char *name;
  void *fn;
};

static const struct stub_entry stub_entries[] = {
    {"cuInit", (void *)stub_init},
    {"cuDriverGetVersion", (void *)stub_driver_version},
};

stub_result cuGetProcAddress_v2(const char *symbol, void **fn, int cuda_version, unsigned long long flags,
                                int *status) {
  (void)cuda_version;
  (void)flags;
  if (status != NULL)
    *status = 0; /* CU_GET_PROC_ADDRESS_SUCCESS */
  if (symbol == NULL || fn == NULL)
    return STUB_INVALID_VALUE;
  *fn = (void *)stub_unsupported;
  for (size_t i = 0; i < sizeof stub_entries / sizeof stub_entries[0]; i++)
    if (strcmp(symbol, stub_entries[i].name) == 0)
      *fn = stub_entries[i].fn;
  return STUB_SUCCESS;
}

/* Direct calls, for loaders that link the two symbols instead of asking for them. */
stub_result cuInit(unsigned int flags) { return stub_init(flags); }
stub_result cuDriverGetVersion(int *version) { return stub_driver_version(version); }
