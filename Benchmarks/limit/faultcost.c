/* faultcost: what a page fault costs on this machine (docs/performance.md, "fifth round, the link").
   usage: cc -O2 -o /tmp/faultcost Benchmarks/limit/faultcost.c && /tmp/faultcost .build/release/locflow
   Maps 12 MB of the binary and touches one byte per 64 KB (a fault maps 16 pages around it), then
   every page; populates the same range with MADV_POPULATE_READ; touches fresh anonymous pages. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e6+t.tv_nsec/1e3;}
int main(int c,char**v){
  int fd=open(v[1],O_RDONLY); size_t len=12*1024*1024;
  for(int round=0;round<5;round++){
  char*p=mmap(0,len,PROT_READ|PROT_EXEC,MAP_PRIVATE,fd,0);
  volatile char s=0; double t0=now();
  for(size_t o=0;o<len;o+=65536) s+=p[o];
  double t1=now();
  munmap(p,len);
  p=mmap(0,len,PROT_READ|PROT_EXEC,MAP_PRIVATE,fd,0);
  double t2=now(); madvise(p,len,22/*MADV_POPULATE_READ*/); double t3=now();
  munmap(p,len);
  p=mmap(0,len,PROT_READ|PROT_EXEC,MAP_PRIVATE,fd,0);
  double t4=now(); for(size_t o=0;o<len;o+=4096) s+=p[o]; double t5=now();
  munmap(p,len);
  char*a=mmap(0,4<<20,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  double t6=now(); for(size_t o=0;o<(4<<20);o+=4096) a[o]=1; double t7=now();
  munmap(a,4<<20);
  printf("file fault-around: %.2f us/fault (192); populate 12MB: %.0f us; touch every page: %.0f us (%.2f us/page); anon: %.2f us/page\n",(t1-t0)/192,t3-t2,t5-t4,(t5-t4)/3072,(t7-t6)/1024);
  }
}
