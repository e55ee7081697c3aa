// A host-memory stand-in for the CUDA driver functions emulator/gpu_run.py
// calls, for testing gpu_run's launch plumbing without a GPU
// (test/Emulator/gpu-run.mlir): "device" memory is malloc'd, copies are
// memcpy, a launch runs nothing but writes what it was given to
// $MOCK_CUDA_LOG: the function, grid and block, and for each of the first
// $MOCK_CUDA_PARAMS parameters which allocation its 8-byte value points into,
// else its low 32 bits; parameters from $MOCK_CUDA_IMAGES_FROM on are
// 128-byte images (TMA descriptors): which allocations they hold addresses of.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ALLOCS = 4096 };
static uint64_t alloc_base[MAX_ALLOCS], alloc_size[MAX_ALLOCS];
static int allocs;
static char function[256];

static int find_alloc(uint64_t address) {
  for (int i = 0; i < allocs; ++i)
    if (address >= alloc_base[i] && address < alloc_base[i] + alloc_size[i])
      return i;
  return -1;
}

int cuInit(unsigned flags) { (void)flags; return 0; }
int cuDeviceGet(int *device, int ordinal) { *device = ordinal; return 0; }
/* 132 SMs (an H100 SXM), the only attribute asked (16: multiprocessor count) */
int cuDeviceGetAttribute(int *value, int attribute, int device) {
  (void)device;
  *value = attribute == 16 ? 132 : 0;
  return 0;
}
int cuDevicePrimaryCtxRetain(void **ctx, int device) { (void)device; *ctx = (void *)1; return 0; }
int cuCtxSetCurrent(void *ctx) { (void)ctx; return 0; }
int cuModuleLoadData(void **module, const void *image) {
  // a cubin is an ELF file
  if (memcmp(image, "\177ELF", 4) != 0)
    return 200; // CUDA_ERROR_INVALID_IMAGE
  *module = (void *)2;
  return 0;
}
int cuModuleGetFunction(void **fn, void *module, const char *name) {
  (void)module;
  snprintf(function, sizeof function, "%s", name);
  *fn = (void *)3;
  return 0;
}
int cuGetErrorName(int rc, const char **name) {
  *name = rc == 200 ? "CUDA_ERROR_INVALID_IMAGE" : "CUDA_ERROR_UNKNOWN";
  return 0;
}
int cuMemAlloc_v2(uint64_t *ptr, size_t size) {
  if (allocs == MAX_ALLOCS)
    return 2; // CUDA_ERROR_OUT_OF_MEMORY
  void *p = malloc(size ? size : 1);
  if (!p)
    return 2;
  alloc_base[allocs] = (uint64_t)(uintptr_t)p;
  alloc_size[allocs++] = size;
  *ptr = (uint64_t)(uintptr_t)p;
  return 0;
}
int cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t n) { memcpy((void *)(uintptr_t)dst, src, n); return 0; }
int cuMemcpyDtoH_v2(void *dst, uint64_t src, size_t n) { memcpy(dst, (const void *)(uintptr_t)src, n); return 0; }
int cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                   unsigned smem, void *stream, void **params, void **extra) {
  (void)fn; (void)smem; (void)stream; (void)extra;
  const char *path = getenv("MOCK_CUDA_LOG");
  FILE *log = path ? fopen(path, "a") : NULL;
  if (!log)
    return 0;
  fprintf(log, "launch %s grid %ux%ux%u block %ux%ux%u\n", function, gx, gy, gz, bx, by, bz);
  int count = getenv("MOCK_CUDA_PARAMS") ? atoi(getenv("MOCK_CUDA_PARAMS")) : 0;
  int images = getenv("MOCK_CUDA_IMAGES_FROM") ? atoi(getenv("MOCK_CUDA_IMAGES_FROM")) : count;
  for (int i = 0; i < count; ++i) {
    if (i >= images) {
      fprintf(log, "  param %d: image with", i);
      for (int off = 0; off + 8 <= 128; off += 8) {
        uint64_t word;
        memcpy(&word, (const char *)params[i] + off, sizeof word);
        int w = find_alloc(word);
        if (w >= 0)
          fprintf(log, " byte %d = allocation %d + %llu", off, w, (unsigned long long)(word - alloc_base[w]));
      }
      fprintf(log, "\n");
      continue;
    }
    uint64_t value;
    memcpy(&value, params[i], sizeof value);
    int a = find_alloc(value);
    if (a >= 0)
      fprintf(log, "  param %d: allocation %d + %llu of %llu bytes\n", i, a, (unsigned long long)(value - alloc_base[a]),
              (unsigned long long)alloc_size[a]);
    else
      fprintf(log, "  param %d: value %u\n", i, (unsigned)value);
  }
  fclose(log);
  return 0;
}
int cuCtxSynchronize(void) { return 0; }
int cuEventCreate(void **event, unsigned flags) { (void)flags; *event = (void *)4; return 0; }
int cuEventRecord(void *event, void *stream) { (void)event; (void)stream; return 0; }
int cuEventSynchronize(void *event) { (void)event; return 0; }
int cuEventElapsedTime(float *ms, void *start, void *stop) { (void)start; (void)stop; *ms = 2.0f; return 0; }
