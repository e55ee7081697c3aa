/* Host emulation of one CTA for the lowered kernels (see emulate.sh): one
 * pthread per GPU thread, bar.sync as a pthread barrier, vprintf and
 * __assertfail printing to stdout, libdevice functions from libm. The kernels
 * are called by name (tileas-emu-prep keeps their symbols; its @__emu_entry,
 * for emulator/runtime.c's launcher, is not used here). */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The runtime calls of the host module tileas-emu-prep writes (the names and
 * signatures emulator/runtime.c implements for emulator/emulate.py). */
static pthread_barrier_t sim_bar;
static __thread int sim_thread;
/* Block coordinates (sim_grid_run) and the CTA size (sim_run). */
static int sim_block[3], sim_grid[3] = {1, 1, 1}, sim_threads = 1;
int32_t __emu_tid_x(void) { return sim_thread; }
int32_t __emu_tid_y(void) { return 0; }
int32_t __emu_tid_z(void) { return 0; }
int32_t __emu_ntid_x(void) { return sim_threads; }
int32_t __emu_ntid_y(void) { return 1; }
int32_t __emu_ntid_z(void) { return 1; }
int32_t __emu_ctaid_x(void) { return sim_block[0]; }
int32_t __emu_ctaid_y(void) { return sim_block[1]; }
int32_t __emu_ctaid_z(void) { return sim_block[2]; }
int32_t __emu_nctaid_x(void) { return sim_grid[0]; }
int32_t __emu_nctaid_y(void) { return sim_grid[1]; }
int32_t __emu_nctaid_z(void) { return sim_grid[2]; }
void __emu_barrier(void) { pthread_barrier_wait(&sim_bar); }
void __emu_trap(void) {
  printf("trap in block (%d, %d, %d) thread %d\n", sim_block[0], sim_block[1], sim_block[2], sim_thread);
  fflush(stdout);
  abort();
}

/* Shared-memory globals, registered by the module's @__emu_init and filled
 * with 0xFF before each CTA (as emulator/runtime.c does), so that a read of
 * scratch no thread of the CTA wrote shows in the results. */
void __emu_init(void);
static struct { void *p; int64_t bytes; } sim_smem[64];
static int sim_nsmem, sim_inited;
void __emu_register_smem(void *p, int64_t bytes, const char *name) {
  if (sim_nsmem == 64) { fprintf(stderr, "emulate.h: too many shared globals (%s)\n", name); exit(2); }
  sim_smem[sim_nsmem].p = p;
  sim_smem[sim_nsmem++].bytes = bytes;
}
static void sim_fill_smem(void) {
  if (!sim_inited) { __emu_init(); sim_inited = 1; }
  for (int i = 0; i < sim_nsmem; i++) memset(sim_smem[i].p, 0xFF, (size_t)sim_smem[i].bytes);
}

float __nv_expf(float x) { return expf(x); }
float __nv_fabsf(float x) { return fabsf(x); }
float __nv_sqrtf(float x) { return sqrtf(x); }
float __nv_fmaf(float a, float b, float c) { return fmaf(a, b, c); }

/* vprintf's argument buffer: each argument at its natural alignment. */
int32_t __emu_vprintf(const char *fmt, const char *args) {
  const char *a = (const char *)args;
  size_t off = 0;
  char spec[32];
  /* One thread's line at a time: threads print concurrently. */
  flockfile(stdout);
  for (const char *p = fmt; *p; p++) {
    if (*p != '%') { putchar(*p); continue; }
    if (p[1] == '%') { putchar('%'); p++; continue; }
    int n = 0;
    spec[n++] = *p++;
    while (*p && strchr("-+ #0123456789.hljztL", *p) && n < 30) spec[n++] = *p++;
    spec[n++] = *p;
    spec[n] = 0;
    if (strchr("feEgGaAF", *p)) {
      double d; off = (off + 7) & ~(size_t)7; memcpy(&d, a + off, 8); off += 8; printf(spec, d);
    } else if (strchr(spec, 'l')) {
      long long v; off = (off + 7) & ~(size_t)7; memcpy(&v, a + off, 8); off += 8; printf(spec, v);
    } else {
      int v; off = (off + 3) & ~(size_t)3; memcpy(&v, a + off, 4); off += 4; printf(spec, v);
    }
  }
  fflush(stdout);
  funlockfile(stdout);
  return 0;
}

void __emu_assertfail(const char *msg, const char *file, uint32_t line, const char *func, uint64_t size) {
  (void)size;
  printf("assert %s:%u: %s: %s\n", file, line, func, msg);
}

/* Runs fn(thread id) in T threads. */
static void (*sim_body)(int);
static void *sim_start(void *p) { sim_thread = (int)(intptr_t)p; sim_body(sim_thread); return 0; }
static void sim_run(int threads, void (*fn)(int)) {
  pthread_t th[1024];
  sim_body = fn;
  sim_threads = threads;
  sim_fill_smem();
  pthread_barrier_init(&sim_bar, NULL, threads);
  for (int i = 0; i < threads; i++) pthread_create(&th[i], NULL, sim_start, (void *)(intptr_t)i);
  for (int i = 0; i < threads; i++) pthread_join(th[i], NULL);
  pthread_barrier_destroy(&sim_bar);
}

/* Runs the grid gx x gy block by block. */
static void sim_grid_run(int gx, int gy, int threads, void (*fn)(int)) {
  sim_grid[0] = gx;
  sim_grid[1] = gy;
  for (sim_block[1] = 0; sim_block[1] < gy; sim_block[1]++)
    for (sim_block[0] = 0; sim_block[0] < gx; sim_block[0]++) sim_run(threads, fn);
  sim_block[0] = sim_block[1] = 0;
}
