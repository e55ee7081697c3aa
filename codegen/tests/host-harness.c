/* Calls a tileas host module (.nv.host object) the way the CUDA driver does,
 * against a fake runtime, and prints what it observes, one fact a line.
 *   harness preload V        ON_PRE_LOAD(api, DEV, V, &out): calls into the
 *                            runtime table, return value, the 9 words of *out
 *   harness tables           CALLBACKS and every FUNC_CALLBACKS entry
 *   harness args K FILE      FUNC_CALLBACKS[K][5](a0, a1, a2, params) on the
 *                            parameter buffer read from FILE: return value and
 *                            every 8-byte word it changed
 * Addresses print as the symbol they point at. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern uint64_t __CUDA_TILEIR_CALLBACKS[9];
extern int __CUDA_TILEIR_ON_PRE_LOAD(void *api, uint64_t dev, int version, void **out);

#define DEV 0x5EED0001ULL
#define SMS 132
#define WORKSPACE 0x00007E5700000000ULL

static const char *name_of(uint64_t v) {
  static char buf[64];
  if (v == (uint64_t)(uintptr_t)__CUDA_TILEIR_CALLBACKS) return "&CALLBACKS";
  if (v == (uint64_t)(uintptr_t)__CUDA_TILEIR_ON_PRE_LOAD) return "&ON_PRE_LOAD";
  if (v == __CUDA_TILEIR_CALLBACKS[5]) return "&FUNC_CALLBACKS";
  snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
  return buf;
}

static uint64_t stub(int i, uint64_t a, uint64_t b, uint64_t c) {
  printf("call api[%d](%s, %llu, %s)\n", i, a == DEV ? "DEV" : "?", (unsigned long long)b, c ? "ptr" : "null");
  if (i == 6 && b == 16 && c) *(int *)(uintptr_t)c = SMS;
  return 0;
}
#define S(i) static uint64_t s##i(uint64_t a, uint64_t b, uint64_t c) { return stub(i, a, b, c); }
#define S8(i) S(i##0) S(i##1) S(i##2) S(i##3) S(i##4) S(i##5) S(i##6) S(i##7)
S8(1) S8(2) S8(3) S8(4) S8(5) S8(6) S8(7)
S(0) S(1) S(2) S(3) S(4) S(5) S(6) S(7)
#define R8(i) s##i##0, s##i##1, s##i##2, s##i##3, s##i##4, s##i##5, s##i##6, s##i##7,
static void *api[64] = {s0, s1, s2, s3, s4, s5, s6, s7, R8(1) R8(2) R8(3) R8(4) R8(5) R8(6) R8(7)};

int main(int argc, char **argv) {
  if (argc >= 3 && !strcmp(argv[1], "preload")) {
    void *out = (void *)(uintptr_t)0x5e5e5e5eULL;
    int r = __CUDA_TILEIR_ON_PRE_LOAD(api, DEV, atoi(argv[2]), &out);
    printf("ret %d\n", r);
    if (out == (void *)(uintptr_t)0x5e5e5e5eULL) {
      printf("out unchanged\n");
      return 0;
    }
    printf("out %s\n", out == (void *)__CUDA_TILEIR_CALLBACKS ? "CALLBACKS itself" : "a copy");
    for (int i = 0; i < 9; i++) printf("out[%d] %s\n", i, name_of(((uint64_t *)out)[i]));
    return 0;
  }
  if (argc >= 2 && !strcmp(argv[1], "tables")) {
    for (int i = 0; i < 9; i++) printf("CALLBACKS[%d] %s\n", i, name_of(__CUDA_TILEIR_CALLBACKS[i]));
    uint64_t *fc = (uint64_t *)(uintptr_t)__CUDA_TILEIR_CALLBACKS[5];
    for (uint64_t k = 0; k < __CUDA_TILEIR_CALLBACKS[6]; k++) {
      uint64_t *e = fc + k * (__CUDA_TILEIR_CALLBACKS[4] / 8);
      printf("FUNC_CALLBACKS[%llu] name \"%s\"", (unsigned long long)k, (const char *)(uintptr_t)e[0]);
      printf(" callback %s", e[5] ? "set" : "null");
      for (int s = 1; s < 8; s++)
        if (s != 5 && e[s]) printf(" slot%d=%llu", s, (unsigned long long)e[s]);
      printf("\n");
    }
    return 0;
  }
  if (argc >= 4 && !strcmp(argv[1], "args")) {
    int k = atoi(argv[2]);
    FILE *fp = fopen(argv[3], "rb");
    if (!fp) return 3;
    static unsigned char buf[1 << 16], before[1 << 16];
    size_t n = fread(buf, 1, sizeof buf, fp);
    fclose(fp);
    memcpy(before, buf, n);
    uint64_t *e = (uint64_t *)(uintptr_t)__CUDA_TILEIR_CALLBACKS[5] + k * 8;
    int (*f)(void *, void *, void *, void *) = (int (*)(void *, void *, void *, void *))(uintptr_t)e[5];
    static uint64_t a0[64], a1[64], a2[64];
    a1[1] = WORKSPACE; /* the driver's argument: byte 8 = the device TMA workspace */
    int r = f(a0, a1, a2, buf);
    printf("ret %d\n", r);
    for (size_t o = 0; o + 8 <= n; o += 8)
      if (memcmp(buf + o, before + o, 8)) {
        uint64_t v;
        memcpy(&v, buf + o, 8);
        printf("write +%#zx %016llx\n", o, (unsigned long long)v);
      }
    return 0;
  }
  fprintf(stderr, "usage: harness preload V | tables | args K FILE\n");
  return 2;
}
